import { describe, expect, it } from 'vitest';
import { coalesced } from '#server/db/coalesced-reads.ts';

/** A reader that records each read's keys and answers `key * 10`, leaving out negative keys. */
function recorder(gate?: Promise<void>) {
  const reads: number[][] = [];
  const read = coalesced<number, number>(async (keys) => {
    reads.push([...keys].sort((a, b) => a - b));
    if (gate) await gate;
    return new Map(keys.filter((k) => k >= 0).map((k) => [k, k * 10]));
  });
  return { reads, read };
}

describe('coalesced reads', () => {
  it('reads the keys asked in the same turn together, and answers each caller only its own', async () => {
    const { reads, read } = recorder();
    const [a, b, c] = await Promise.all([read([1, 2]), read([2, 3]), read([4, -1])]);
    expect(reads).toEqual([[-1, 1, 2, 3, 4]]);
    expect([...a]).toEqual([
      [1, 10],
      [2, 20],
    ]);
    expect([...b]).toEqual([
      [2, 20],
      [3, 30],
    ]);
    expect([...c]).toEqual([[4, 40]]);
  });

  it('gathers the keys asked while a read is in flight into one next read, never into the one already sent', async () => {
    let open!: () => void;
    const { reads, read } = recorder(new Promise<void>((resolve) => (open = resolve)));
    const first = read([1]);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toEqual([[1]]);
    // Asked while the first read waits: not added to it.
    const later = [read([2]), read([3]), read([1])];
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toEqual([[1]]);
    open();
    expect((await first).get(1)).toBe(10);
    const answers = await Promise.all(later);
    expect(reads).toEqual([[1], [1, 2, 3]]);
    expect(answers.map((m) => [...m.values()])).toEqual([[20], [30], [10]]);
  });

  it("fails every caller of a failed read, and the next read goes ahead", async () => {
    let fail = true;
    const read = coalesced<number, number>(async (keys) => {
      if (fail) throw new Error('database gone');
      return new Map(keys.map((k) => [k, k]));
    });
    const results = await Promise.allSettled([read([1]), read([2])]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect([...(await read([5]))]).toEqual([[5, 5]]);
  });
});
