import { beforeEach, describe, expect, it } from 'vitest';
import { COALESCE_MS, dismissToast, getToastSnapshot, setToastClock, toast, toastError, toastSuccess } from '#web/src/toast/toast-store.ts';

describe('toast helpers', () => {
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

describe('repeated toasts coalesce', () => {
  const clock = { t: 1_000_000 };
  beforeEach(() => {
    for (const item of getToastSnapshot()) dismissToast(item.id);
    clock.t += 60_000;
    setToastClock(() => clock.t);
  });

  it('the same title and description within the window make one counted toast, on top, with a fresh id', () => {
    const first = toast({ title: 'Weapon Changed', description: 'Now wielding Rusty Dagger' });
    toast({ title: 'Other', description: 'in between' });
    clock.t += 1_000;
    const second = toast({ title: 'Weapon Changed', description: 'Now wielding Rusty Dagger' });
    clock.t += 1_000;
    const third = toast({ title: 'Weapon Changed', description: 'Now wielding Rusty Dagger' });
    const open = getToastSnapshot().filter((i) => i.open);
    expect(open.map((i) => [i.title, i.count])).toEqual([
      ['Weapon Changed', 3],
      ['Other', 1],
    ]);
    expect(new Set([first, second, third]).size).toBe(3);
    expect(open[0]!.id).toBe(third);
  });

  it('a different description, a different style, or a repeat after the window stacks as its own toast', () => {
    toast({ title: 'Attack!', description: 'Hit Goblin for 7 damage' });
    toast({ title: 'Attack!', description: 'Hit Goblin for 9 damage' });
    toast({ title: 'Attack!', description: 'Hit Goblin for 9 damage', variant: 'destructive' });
    clock.t += COALESCE_MS + 1;
    toast({ title: 'Attack!', description: 'Hit Goblin for 7 damage' });
    const open = getToastSnapshot().filter((i) => i.open);
    expect(open).toHaveLength(4);
    expect(open.every((i) => i.count === 1)).toBe(true);
  });

  it('a dismissed toast is not revived by a repeat: the repeat is a fresh one', () => {
    const id = toastError('Sign out failed: offline');
    dismissToast(id);
    toastError('Sign out failed: offline');
    expect(getToastSnapshot().filter((i) => i.open && i.description === 'Sign out failed: offline').map((i) => i.count)).toEqual([1]);
  });
});
