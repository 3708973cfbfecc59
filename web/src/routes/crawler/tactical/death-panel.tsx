import { House, Skull } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

/** Permanent death: the crawler can no longer act; the way back is the dashboard. */
export function DeathPanel({ name }: { name: string }) {
  return (
    <section role="alert" aria-labelledby="death-heading" className="flex flex-col items-start gap-2 rounded-lg border border-blood-500/60 bg-blood-950/70 px-4 py-3">
      <h3 id="death-heading" className="flex items-center gap-2 font-display text-lg font-bold text-blood-300">
        <Skull aria-hidden className="size-5" />
        {name} has died
      </h3>
      <p className="text-sm text-bone">Death is permanent: this crawler can no longer move, fight or loot. Your corporation is bankrupt and starts over.</p>
      <Button asChild variant="primary" size="sm">
        <Link to="/">
          <House aria-hidden />
          Back to Dashboard
        </Link>
      </Button>
    </section>
  );
}
