import { describe, expect, it } from 'vitest';
import { createGroupCommit, type Settled } from '#server/db/group-commit.ts';

/** A `run` that records its groups and answers each request by the rule given (throwing fails the group). */
function recording(answer: (n: number) => Settled<string>, gate?: () => Promise<void>) {
  const groups: number[][] = [];
  const run = async (group: readonly number[]) => {
    groups.push([...group]);
    await gate?.();
    return group.map(answer);
  };
  return { groups, run };
}

describe('group commit', () => {
  it('sends the requests of one turn together, and those that arrive during a group in the next one', async () => {
    let open!: () => void;
    let gated = true;
    const { groups, run } = recording(
      (n) => ({ ok: true, value: `done ${n}` }),
      () => (gated ? new Promise<void>((r) => (open = r)) : Promise.resolve()),
    );
    const commit = createGroupCommit(run, 10);
    const first = [1, 2, 3].map((n) => commit.submit(n));
    await new Promise((r) => setImmediate(r));
    const second = [4, 5].map((n) => commit.submit(n));
    gated = false;
    open();
    expect(await Promise.all([...first, ...second])).toEqual(['done 1', 'done 2', 'done 3', 'done 4', 'done 5']);
    expect(groups).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    await new Promise((r) => setImmediate(r));
    // Idle again: the next request starts a group of its own at once.
    expect(await commit.submit(6)).toBe('done 6');
    expect(groups.at(-1)).toEqual([6]);
  });

  it('answers each request its own refusal without failing its neighbours', async () => {
    const { run } = recording((n) => (n % 2 ? { ok: true, value: `moved ${n}` } : { ok: false, error: new Error(`refused ${n}`) }));
    const commit = createGroupCommit(run, 10);
    const answers = await Promise.allSettled([1, 2, 3, 4].map((n) => commit.submit(n)));
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual(['moved 1', 'refused 2', 'moved 3', 'refused 4']);
  });

  it('runs a failed group again one request at a time, so only the request that fails is failed', async () => {
    const groups: number[][] = [];
    const commit = createGroupCommit(async (group: readonly number[]) => {
      groups.push([...group]);
      if (group.includes(3)) throw new Error('constraint broken by 3');
      return group.map((n) => ({ ok: true as const, value: n * 10 }));
    }, 10);
    const answers = await Promise.allSettled([1, 2, 3, 4].map((n) => commit.submit(n)));
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual([10, 20, 'constraint broken by 3', 40]);
    expect(groups).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it('holds at most maxGroup requests in one group', async () => {
    const { groups, run } = recording((n) => ({ ok: true, value: String(n) }));
    const commit = createGroupCommit(run, 2);
    await Promise.all([1, 2, 3, 4, 5].map((n) => commit.submit(n)));
    expect(groups).toEqual([[1, 2], [3, 4], [5]]);
  });
});
