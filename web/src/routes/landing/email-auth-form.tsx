import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../api/contract-lite.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { FormMessage } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { errorMessage } from '../../api/http.ts';
import { TwoFactorChallenge } from './two-factor-challenge.tsx';

type Mode = 'sign-in' | 'sign-up' | 'two-factor';

/** Email + password sign-in with a sign-up toggle; a 2FA challenge replaces it when the server asks. */
export function EmailAuthForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn, signUp } = useAuth();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (mode === 'two-factor') {
    return <TwoFactorChallenge onVerified={onSignedIn} onBack={() => setMode('sign-in')} />;
  }

  const signingUp = mode === 'sign-up';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      // The credentials rule is checked inside signIn/signUp, before anything is sent.
      const result = signingUp ? await signUp({ email, password, name }) : await signIn(email, password);
      if (result === 'two-factor') {
        setPending(false);
        setMode('two-factor');
        return;
      }
      onSignedIn();
    } catch (caught) {
      setError(errorMessage(caught));
      setPending(false);
    }
  };

  const toggle = () => {
    setError(null);
    setMode(signingUp ? 'sign-in' : 'sign-up');
  };

  return (
    // noValidate: the spec's own credentials message must show, not the browser's bubble.
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate aria-label={signingUp ? 'Create account' : 'Sign in with email'}>
      {signingUp ? (
        <Field
          label="Corporation contact name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Optional"
        />
      ) : null}
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Field
        label="Password"
        type="password"
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        maxLength={PASSWORD_MAX}
        hint={signingUp ? `At least ${PASSWORD_MIN} characters.` : undefined}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <Button type="submit" variant="secondary" className="w-full" disabled={pending}>
        {pending ? 'Please wait...' : signingUp ? 'Create Account' : 'Sign In'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="link" size="sm" onClick={toggle}>
          {signingUp ? 'Already registered? Sign in' : 'New sponsor? Create an account'}
        </Button>
        {signingUp ? null : (
          <Link to="/forgot-password" className="rounded text-sm text-ash underline-offset-4 hover:text-gold-300 hover:underline">
            Forgot password?
          </Link>
        )}
      </div>
    </form>
  );
}
