import { Coins, LogOut, Settings, Zap } from 'lucide-react';
import { useState } from 'react';
import { clearStoredTokens } from '../../api/token-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { SignOutDialog } from '../../components/layout/sign-out-dialog.tsx';

/** Logout here is a browser navigation; the server ends every session and redirects. */
function logoutViaServer(): void {
  clearStoredTokens();
  window.location.href = '/api/logout';
}

export function AccountActionsCard() {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card aria-labelledby="account-actions-heading">
      <CardHeader>
        <CardTitle id="account-actions-heading">
          <Zap aria-hidden className="size-5" />
          Account Actions
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button variant="secondary" disabled className="w-full justify-start">
          <Settings aria-hidden />
          Profile Settings (Coming Soon)
        </Button>
        <Button variant="secondary" disabled className="w-full justify-start">
          <Coins aria-hidden />
          Purchase Credits (Coming Soon)
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)} className="w-full justify-start">
          <LogOut aria-hidden />
          Logout
        </Button>
        {/* Asks first, as the header's Logout does. */}
        <SignOutDialog open={confirming} onOpenChange={setConfirming} onConfirm={logoutViaServer} />
      </CardContent>
    </Card>
  );
}
