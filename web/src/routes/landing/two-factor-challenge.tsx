import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useAuth } from '../../auth/auth-context.ts';
import { FormMessage } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { errorMessage } from '../../api/http.ts';

const TOTP_PATTERN = /^\d{6}$/;

/** Second sign-in step. The sign-in cookie carries the pending 2FA state, so only the code is sent. */
export function TwoFactorChallenge({ onVerified, onBack }: { onVerified: () => void; onBack: () => void }) {
  const { verifyTotp } = useAuth();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.replace(/\s/g, '');
    if (!TOTP_PATTERN.test(trimmed)) {
      setError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    setError(null);
    setPending(true);
    try {
      await verifyTotp(trimmed);
      onVerified();
    } catch (caught) {
      setError(errorMessage(caught));
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate aria-label="Two-factor verification">
      <p className="flex items-start gap-2 text-sm text-ash">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
        This account is protected by two-factor authentication. Enter the code from your authenticator app.
      </p>
      <Field
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <Button type="submit" variant="secondary" className="w-full" disabled={pending}>
        {pending ? 'Verifying...' : 'Verify Code'}
      </Button>
      <Button variant="link" size="sm" onClick={onBack} className="self-start">
        Back to sign in
      </Button>
    </form>
  );
}
