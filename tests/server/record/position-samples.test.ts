// What the log keeps of a walk (server/services/event-recorder.ts sample, game/event-log.ts
// samplesOnSteadyWalk): a straight walk at a steady pace by its ends, a turn by its corner, a stop by
// where it stood; and whatever is left out, a replay puts the crawler where it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_LOG, samplesOnSteadyWalk } from '#game/event-log.ts';
import { createEventLogRepository } from '#server/repositories/event-log-repository.ts';
import { createEventRecorder, type EventRecorder } from '#server/services/event-recorder.ts';
import { createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

type Moved = { x: number; y: number; steady?: true };
type Point = { at: number; x: number; y: number };

let t: TestApp;
let recorder: EventRecorder;
let next = 0;
beforeAll(async () => {
  t = await createTestApp();
  recorder = createEventRecorder({ db: t.database.db, log: createEventLogRepository(t.database.db), seasonStartMs: t.seasons.runtime.startMs });
});
afterAll(() => t?.close());

/** A fresh crawler walks `points` (one report each, as a live room samples them); returns the samples its log kept (as the log reads them back). */
async function walk(points: readonly Point[]): Promise<{ rows: { at: number; data: Moved }[] }> {
  const token = await devLogin(t.app, `walker-${++next}@crawl.test`);
  const { crawler } = await sponsorCrawler(t.app, token);
  for (const p of points) recorder.sample(crawler.id, crawler.currentRoomId, p.x, p.y, p.at);
  await recorder.flushSamples();
  const entries = await createEventLogRepository(t.database.db).all(crawler.id);
  return { rows: entries.filter((e) => e.kind === 'moved').map((e) => ({ at: e.at, data: e.data as Moved })) };
}

/** Points every `stepMs` along straight legs between `corners`, each leg taking `legMs`. */
function legs(start: number, corners: readonly { x: number; y: number }[], legMs: number, stepMs = 200): Point[] {
  const out: Point[] = [{ at: start, ...corners[0]! }];
  for (let i = 1; i < corners.length; i++) {
    const a = corners[i - 1]!;
    const b = corners[i]!;
    const t0 = start + (i - 1) * legMs;
    for (let ms = stepMs; ms <= legMs; ms += stepMs) out.push({ at: t0 + ms, x: a.x + ((b.x - a.x) * ms) / legMs, y: a.y + ((b.y - a.y) * ms) / legMs });
  }
  return out;
}

/** Where a replay that walks evenly between the kept samples has the crawler at `at`. */
function replayedAt(rows: readonly { at: number; data: Moved }[], at: number): { x: number; y: number } {
  const after = rows.findIndex((r) => r.at >= at);
  if (after <= 0) return rows[Math.max(0, after)]!.data;
  const a = rows[after - 1]!;
  const b = rows[after]!;
  if (!b.data.steady) return at >= b.at ? b.data : a.data;
  const u = (at - a.at) / (b.at - a.at);
  return { x: a.data.x + (b.data.x - a.data.x) * u, y: a.data.y + (b.data.y - a.data.y) * u };
}

describe('position samples', () => {
  it('a steady straight walk is kept by its two ends, the later marked steady', async () => {
    const start = Date.UTC(2026, 10, 28, 12);
    const { rows } = await walk(legs(start, [{ x: 10, y: 50 }, { x: 40, y: 50 }], 3_000));
    expect(rows.map((r) => r.data)).toEqual([{ x: 10, y: 50 }, { x: 40, y: 50, steady: true }]);
    // Before, one sample per half second: seven rows for the same walk.
    for (let ms = 0; ms <= 3_000; ms += 200) expect(replayedAt(rows, start + ms).x).toBeCloseTo(10 + ms / 100, 5);
  });

  it('a turn keeps its corner, and every point of the walk replays within the sample distance', async () => {
    const start = Date.UTC(2026, 10, 28, 13);
    const points = legs(start, [{ x: 10, y: 10 }, { x: 40, y: 10 }, { x: 40, y: 40 }], 3_000);
    const { rows } = await walk(points);
    expect(rows.some((r) => Math.hypot(r.data.x - 40, r.data.y - 10) <= EVENT_LOG.positionSampleMinDistance)).toBe(true);
    expect(rows.at(-1)!.data).toMatchObject({ x: 40, y: 40 });
    expect(rows.length).toBeLessThanOrEqual(5);
    for (const p of points.filter((q) => q.at >= rows[0]!.at)) {
      const r = replayedAt(rows, p.at);
      // Between two samples that are not steady the walk is not drawn here: at most a window and a
      // step of walking (30 units in 3 s) off, as before.
      expect(Math.hypot(r.x - p.x, r.y - p.y)).toBeLessThanOrEqual(EVENT_LOG.positionSampleMinDistance + 0.01 * (EVENT_LOG.positionSampleMs + 200));
    }
  });

  it('a stop keeps where it stood: the walk after a pause is not spread over the pause', async () => {
    const start = Date.UTC(2026, 10, 28, 14);
    const first = legs(start, [{ x: 10, y: 70 }, { x: 25, y: 70 }], 1_600);
    const second = legs(start + 3_600, [{ x: 25, y: 70 }, { x: 40, y: 70 }], 1_600).slice(1);
    const { rows } = await walk([...first, ...second]);
    const stop = rows.find((r) => r.data.x === 25);
    expect(stop, 'the sample where it stood').toBeDefined();
    expect(stop!.at).toBe(start + 1_600);
    expect(rows.at(-1)!.data).toEqual({ x: 40, y: 70, steady: true });
    // During the pause a replay has it standing at the stop.
    expect(replayedAt(rows, start + 2_500)).toMatchObject({ x: 25, y: 70 });
  });
});

describe('samplesOnSteadyWalk', () => {
  const from = { at: 0, x: 0, y: 0 };
  const to = { at: 1_000, x: 10, y: 0 };
  it('holds for a point on the line at the even pace, within the sample distance', () => {
    expect(samplesOnSteadyWalk(from, { at: 500, x: 5, y: 0.4 }, to)).toBe(true);
  });
  it('fails off the line, off the pace, or outside the interval', () => {
    expect(samplesOnSteadyWalk(from, { at: 500, x: 5, y: 1 }, to)).toBe(false);
    expect(samplesOnSteadyWalk(from, { at: 200, x: 5, y: 0 }, to)).toBe(false);
    expect(samplesOnSteadyWalk(from, { at: 1_200, x: 12, y: 0 }, to)).toBe(false);
    expect(samplesOnSteadyWalk(from, { at: 0, x: 0, y: 0 }, { at: 0, x: 0, y: 0 })).toBe(false);
  });
});
