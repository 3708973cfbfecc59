import { describe, expect, it } from 'vitest';
import { dismissToast, getToastSnapshot, toast, toastError, toastSuccess } from '#web/src/toast/toast-store.ts';

describe('toast helpers (spec section 8)', () => {
  it('titles success toasts "Success"', () => {
    const id = toastSuccess('Saved');
    expect(getToastSnapshot()[0]).toMatchObject({ id, title: 'Success', description: 'Saved', variant: 'success', open: true });
  });

  it('titles error toasts "Error" in the destructive style', () => {
    const id = toastError('Dev login failed: nope');
    expect(getToastSnapshot()[0]).toMatchObject({ id, title: 'Error', description: 'Dev login failed: nope', variant: 'destructive' });
  });

  it('takes a custom title, keeps at most four and closes on dismiss', () => {
    for (let i = 0; i < 6; i += 1) toast({ title: `T${i}` });
    const id = toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    expect(getToastSnapshot()).toHaveLength(4);
    dismissToast(id);
    expect(getToastSnapshot().find((item) => item.id === id)?.open).toBe(false);
  });
});
