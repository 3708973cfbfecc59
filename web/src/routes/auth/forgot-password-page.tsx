import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { requestPasswordReset } from '../../api/auth-api.ts';
import { errorMessage } from '../../api/http.ts';
import { FormMessage } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { usePageTitle } from '../use-page-title.ts';
import { AuthScreen } from './auth-screen.tsx';

/** Public: asks the server to send a reset link (logged to the console in local mode). */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setError('Enter the email address of your account.');
      return;
    }
    setError(null);
    setPending(true);
    try {
      await requestPasswordReset(trimmed);
      setSentTo(trimmed);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthScreen title="Forgot password?" description="We will send a reset link to the email address on your corporate account.">
      {sentTo ? (
        <div className="flex flex-col gap-4">
          <FormMessage tone="info">
            <MailCheck aria-hidden className="mr-1.5 inline size-4 align-text-bottom" />
            If an account exists for {sentTo}, a reset link is on its way. The link works once and expires soon.
          </FormMessage>
          <Button variant="ghost" onClick={() => setSentTo(null)} className="self-start">
            Use a different email
          </Button>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate aria-label="Request a password reset">
          <Field label="Email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <Link to="/" className="mt-6 inline-flex items-center gap-1.5 rounded text-sm text-ash hover:text-gold-300">
        <ArrowLeft aria-hidden className="size-4" />
        Back to the landing page
      </Link>
    </AuthScreen>
  );
}
