import { useId } from 'react';
import { useAuth } from '../../auth/auth-context.ts';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../api/http.ts';
import { DevLoginForm } from './dev-login-form.tsx';
import { EmailAuthForm } from './email-auth-form.tsx';
import { GoogleMark } from './google-mark.tsx';

function Divider({ label }: { label: string }) {
  return (
    <div className="my-5 flex items-center gap-3 text-xs tracking-widest text-ash/70 uppercase" role="separator">
      <span className="h-px flex-1 bg-rubble" />
      {label}
      <span className="h-px flex-1 bg-rubble" />
    </div>
  );
}

/** The 'Corporate Login' dialog. Radix traps focus inside and restores it on close. */
export function LoginDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Corporate Login</DialogTitle>
        <DialogDescription>Sign in to manage your corporation, or register a new one for this season.</DialogDescription>
        <div className="mt-5">
          <LoginOptions onSignedIn={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

function LoginOptions({ onSignedIn }: { onSignedIn: () => void }) {
  const { config, configLoading, configError, refetchConfig, googleLogin } = useAuth();
  const googleHintId = useId();

  if (configLoading) return <Spinner label="Loading sign-in options..." className="py-6" />;
  if (configError || !config) {
    return (
      <ErrorPanel
        title="Could not load sign-in options"
        message={configError ? errorMessage(configError) : undefined}
        onRetry={refetchConfig}
      />
    );
  }

  return (
    <>
      <Button
        variant="primary"
        size="lg"
        className="w-full"
        disabled={!config.google}
        aria-describedby={config.google ? undefined : googleHintId}
        onClick={() => void googleLogin()}
      >
        <GoogleMark />
        LOGIN WITH GOOGLE
      </Button>
      {config.google ? null : (
        <p id={googleHintId} className="mt-2 text-center text-xs text-ash">
          Google sign-in is not configured on this server.
        </p>
      )}
      {config.emailPassword ? (
        <>
          <Divider label="or use email" />
          <EmailAuthForm onSignedIn={onSignedIn} />
        </>
      ) : null}
      {config.devLogin ? (
        <>
          <Divider label="development" />
          <DevLoginForm onSignedIn={onSignedIn} />
        </>
      ) : null}
    </>
  );
}
