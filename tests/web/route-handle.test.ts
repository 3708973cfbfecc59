// Which screens show their own text while the session loads (the shell shows its spinner for the rest).
import { describe, expect, it } from 'vitest';
import { routeOwnsAuthLoading } from '#web/src/routes/route-handle.ts';

describe('routeOwnsAuthLoading', () => {
  it('is the account page only, matched by its whole path', () => {
    expect(routeOwnsAuthLoading('/account')).toBe(true);
    expect(routeOwnsAuthLoading('/account/')).toBe(true);
    for (const path of ['/', '/crawler/3', '/leaderboard', '/account/extra', '/accounts']) expect(routeOwnsAuthLoading(path)).toBe(false);
  });
});
