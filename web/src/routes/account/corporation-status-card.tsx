import { Building2 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';

export function CorporationStatusCard() {
  return (
    <Card aria-labelledby="corporation-status-heading">
      <CardHeader>
        <CardTitle id="corporation-status-heading">
          <Building2 aria-hidden className="size-5" />
          Corporation Status
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-6 text-center text-sm text-ash">
          Corporation details will be displayed here once implemented.
        </p>
      </CardContent>
    </Card>
  );
}
