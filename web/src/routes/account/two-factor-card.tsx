import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { User } from '#contract/auth.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { TwoFactorDisable } from './two-factor-disable.tsx';
import { TwoFactorEnrol } from './two-factor-enrol.tsx';

/** Optional account security: enrol an authenticator app (better-auth TOTP), or turn it off again. */
export function TwoFactorCard({ user }: { user: User }) {
  // Remount the inner flow after a change, so a finished enrolment never shows its secrets again.
  const [generation, setGeneration] = useState(0);
  const enabled = user.twoFactorEnabled;
  return (
    <Card aria-labelledby="two-factor-heading">
      <CardHeader>
        <CardTitle id="two-factor-heading">
          <ShieldCheck aria-hidden className="size-5" />
          Two-factor authentication
          <Badge variant={enabled ? 'live' : 'stone'}>{enabled ? 'ON' : 'OFF'}</Badge>
        </CardTitle>
        <CardDescription>
          {enabled
            ? 'Signing in asks for a code from your authenticator app.'
            : 'Protect your corporation with a code from an authenticator app at every sign-in.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {enabled ? (
          <TwoFactorDisable key={generation} onDone={() => setGeneration((n) => n + 1)} />
        ) : (
          <TwoFactorEnrol key={generation} onDone={() => setGeneration((n) => n + 1)} />
        )}
      </CardContent>
    </Card>
  );
}
