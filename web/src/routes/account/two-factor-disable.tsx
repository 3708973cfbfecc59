import { useState, type FormEvent } from 'react';
import { disableTwoFactor } from '../../api/auth-api.ts';
import { errorMessage } from '../../api/http.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { FormMessage } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { toastSuccess } from '../../toast/toast-store.ts';

export function TwoFactorDisable({ onDone }: { onDone: () => void }) {
  const { refreshUser } = useAuth();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Turn off two-factor authentication
      </Button>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError('Enter your password to continue.');
      return;
    }
    setError(null);
    setPending(true);
    try {
      await disableTwoFactor(password);
      await refreshUser();
      toastSuccess('Two-factor authentication is now off.');
      onDone();
    } catch (caught) {
      setError(errorMessage(caught));
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate aria-label="Turn off two-factor authentication">
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
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? 'Please wait...' : 'Turn off'}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
