import { Check, Copy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { verifyTotpRequest } from '../../api/auth-actions-api.ts';
import { enableTwoFactor } from '../../api/auth-api.ts';
import { errorMessage } from '../../api/http.ts';
import { replaceActiveToken } from '../../api/token-store.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { SessionEvent } from '../../auth/session-events.ts';
import { FormMessage } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { toastError, toastSuccess } from '../../toast/toast-store.ts';

type Step = { kind: 'idle' } | { kind: 'password' } | { kind: 'verify'; totpURI: string; backupCodes: string[] };

const TOTP_PATTERN = /^\d{6}$/;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function TwoFactorEnrol({ onDone }: { onDone: () => void }) {
  const { refreshUser, emitEvent } = useAuth();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [copied, setCopied] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setError(null);
    setPending(true);
    try {
      await work();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError('Enter your password to continue.');
      return;
    }
    void run(async () => {
      const reply = await enableTwoFactor(password);
      setPassword('');
      setStep({ kind: 'verify', totpURI: reply.totpURI, backupCodes: reply.backupCodes });
    });
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.replace(/\s/g, '');
    if (!TOTP_PATTERN.test(trimmed)) {
      setError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    void run(async () => {
      const token = await verifyTotpRequest(trimmed);
      if (token) replaceActiveToken(token);
      emitEvent(SessionEvent.mfaChallengeVerified);
      await refreshUser();
      toastSuccess('Two-factor authentication is now on.');
      onDone();
    });
  };

  // Two-factor stays off until a code is confirmed, so cancelling needs no server call.
  const cancel = () => {
    setPassword('');
    setStep({ kind: 'idle' });
    setError(null);
    setCode('');
  };

  if (step.kind === 'idle') {
    return (
      <Button variant="outline" onClick={() => setStep({ kind: 'password' })}>
        Enable two-factor authentication
      </Button>
    );
  }

  if (step.kind === 'password') {
    return (
      <form onSubmit={submitPassword} className="flex flex-col gap-3" noValidate aria-label="Confirm password to enable two-factor authentication">
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoFocus
        />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? 'Please wait...' : 'Continue'}
          </Button>
          <Button variant="ghost" onClick={cancel}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={submitCode} className="flex flex-col gap-4" noValidate aria-label="Confirm two-factor authentication">
      <div>
        <p className="text-sm text-bone">1. Add this key to your authenticator app (copy the setup link):</p>
        <div className="mt-2 flex items-stretch gap-2">
          {/* Wrapped, not scrolled: a scrolling box that holds nothing focusable cannot be scrolled from the keyboard (axe: scrollable-region-focusable). */}
          <code className="min-w-0 flex-1 rounded-md border border-rubble bg-abyss px-3 py-2 font-mono text-xs break-all text-gold-200">
            {step.totpURI}
          </code>
          <Button
            variant="secondary"
            size="icon"
            aria-label={copied ? 'Setup link copied' : 'Copy setup link'}
            onClick={() => void copyText(step.totpURI).then((ok) => (ok ? setCopied(true) : toastError('Could not copy; select the text instead.')))}
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          </Button>
        </div>
      </div>
      {step.backupCodes.length > 0 ? (
        <div>
          <p className="text-sm text-bone">2. Keep these backup codes somewhere safe. Each works once:</p>
          <ul className="mt-2 grid grid-cols-2 gap-1.5 rounded-md border border-rubble bg-abyss p-3 font-mono text-xs text-bone sm:grid-cols-3">
            {step.backupCodes.map((backup) => (
              <li key={backup}>{backup}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Field
        label="Code from your app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? 'Verifying...' : 'Confirm and enable'}
        </Button>
        <Button variant="ghost" onClick={cancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
