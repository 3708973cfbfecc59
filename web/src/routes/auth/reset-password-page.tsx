import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../api/contract-lite.ts';
import { resetPassword } from '../../api/auth-api.ts';
import { errorMessage } from '../../api/http.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { SessionEvent } from '../../auth/session-events.ts';
import { ErrorPanel, FormMessage } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { toastSuccess } from '../../toast/toast-store.ts';
import { usePageTitle } from '../use-page-title.ts';
import { AuthScreen } from './auth-screen.tsx';

/** Public: the emailed link lands here with ?token=... (or ?error=... when the link is bad). */
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const { emitEvent } = useAuth();
  const announced = useRef(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  // 'password recovery' event: a recovery link was opened.
  useEffect(() => {
    if (token && !announced.current) {
      announced.current = true;
      emitEvent(SessionEvent.passwordRecovery);
    }
  }, [token, emitEvent]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    if (password.length < PASSWORD_MIN) {
      setError(`The new password needs at least ${PASSWORD_MIN} characters.`);
      return;
    }
    if (password !== confirm) {
      setError('The two passwords do not match.');
      return;
    }
    setError(null);
    setPending(true);
    try {
      await resetPassword(password, token);
      setDone(true);
      toastSuccess('Your password has been reset. Sign in with the new one.');
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  const backLink = (
    <Link to="/" className="mt-6 inline-flex items-center gap-1.5 rounded text-sm text-ash hover:text-gold-300">
      <ArrowLeft aria-hidden className="size-4" />
      Back to the landing page
    </Link>
  );

  if (!token || linkError) {
    return (
      <AuthScreen title="Reset password" description="Choose a new password for your corporate account.">
        <ErrorPanel
          title="This reset link is not valid"
          message={linkError ? 'The link has expired or was already used.' : 'The link is missing its reset token.'}
        >
          <Button asChild variant="secondary" size="sm">
            <Link to="/forgot-password">Request a new link</Link>
          </Button>
        </ErrorPanel>
        {backLink}
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title="Reset password" description="Choose a new password for your corporate account.">
      {done ? (
        <FormMessage tone="info">Password updated. You can now sign in from the landing page.</FormMessage>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate aria-label="Set a new password">
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            hint={`At least ${PASSWORD_MIN} characters.`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Field
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      )}
      {backLink}
    </AuthScreen>
  );
}
