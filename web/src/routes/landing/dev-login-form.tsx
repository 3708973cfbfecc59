import { Wrench } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useAuth } from '../../auth/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';

/** Local/development sign-in; each email is a distinct user, so several sponsors can be tried. */
export function DevLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { devLogin } = useAuth();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    // devLogin raises its own 'Dev login failed: ...' toast.
    const ok = await devLogin(email);
    setPending(false);
    if (ok) onSignedIn();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      <Field
        label="Dev email (optional)"
        type="email"
        autoComplete="off"
        placeholder="sponsor@example.test"
        hint="Leave blank for the default dev sponsor."
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" variant="outline" className="w-full" disabled={pending}>
        <Wrench aria-hidden />
        {pending ? 'Signing in...' : 'DEV LOGIN'}
      </Button>
    </form>
  );
}
