// A replay of a fixed log is deterministic. A seeded run (rooms of TEST_SEASON_SEED) is drawn
// through the live view's RoomRenderer onto recording 2D contexts twice, at the same playback times,
// and the two recordings (every call and argument, every layer) must be equal; different times must
// draw differently.
import { describe, expect, it } from 'vitest';
import { ReplayPainter } from '#web/src/canvas/replay-painter.ts';
import { RoomRenderer } from '#web/src/canvas/room-renderer.ts';
import { canvasLayout } from '#web/src/canvas/sizing.ts';
import { buildReplay, timeOfIndex, type Replay } from '#web/src/state/replay.ts';
import { replayRooms } from '#web/src/state/replay-rooms.ts';
import { recordingCanvas, type Recorded } from './recording-canvas.ts';
import { fixtureLog, FIXTURE_NAME } from './replay-fixtures.ts';

const fixture = fixtureLog();

/** The playback times drawn: the start, mid-walk, a swing, a hit, out and back in, the death and after it. */
function timesOf(replay: Replay): number[] {
  const kinds = replay.entries.map((e) => e.kind);
  const swing = kinds.indexOf('attacked');
  const hurt = kinds.indexOf('was_attacked');
  const moved = kinds.indexOf('moved');
  return [
    0,
    (timeOfIndex(replay, moved) + timeOfIndex(replay, moved + 1)) / 2,
    timeOfIndex(replay, swing) + 300,
    timeOfIndex(replay, hurt) + 100,
    timeOfIndex(replay, replay.roomChanges.at(-2)!),
    timeOfIndex(replay, replay.roomChanges.at(-1)!),
    timeOfIndex(replay, replay.deathIndex!),
    replay.duration,
  ];
}

/** One run: a fresh replay, rooms and renderer; each time's calls on the three layers. */
function record(): Recorded[][] {
  const replay = buildReplay(fixture);
  const rooms = replayRooms(fixture.seed, fixture.entries);
  const log: Recorded[] = [];
  const renderer = new RoomRenderer({ static: recordingCanvas(log), entities: recordingCanvas(log), overlay: recordingCanvas(log) });
  const painter = new ReplayPainter(renderer, replay, rooms);
  return timesOf(replay).map((time) => {
    const from = log.length;
    const { drawn } = painter.draw(time, (scene) => canvasLayout({ widthFeet: scene.widthFeet, heightFeet: scene.heightFeet }, 600, 900), 2);
    expect(drawn).toBe(true);
    return log.slice(from);
  });
}

const texts = (calls: Recorded[]) => calls.filter((c) => c[0] === 'fillText').map((c) => String(c[1]));

describe('replay rendering', () => {
  it('draws the same calls for the same log and times, twice', () => {
    const first = record();
    const second = record();
    expect(second).toEqual(first);
    expect(first.every((calls) => calls.length > 50)).toBe(true);
  });

  it('draws different frames at different times', () => {
    const frames = record().map((calls) => JSON.stringify(calls));
    expect(new Set(frames).size).toBe(frames.length);
  });

  it('draws the crawler, the mobs by name, the floating numbers and the death', () => {
    const [start, , swing, hurt, , , death] = record() as Recorded[][];
    expect(texts(start!)).toContain(FIXTURE_NAME);
    const victimName = fixture.hostile.spec.mobs[0]!.name;
    expect(texts(swing!)).toContain(victimName);
    expect(texts(swing!)).toContain('-4');
    expect(texts(hurt!)).toContain('-5');
    expect(texts(death!)).toContain(`${FIXTURE_NAME} (dead)`);
  });

  it('redraws the static room only when the room changes', () => {
    const calls = record();
    const radial = calls.map((c) => c.filter((x) => x[0] === 'createRadialGradient').length);
    // The entrance, a walk in it, the fight room, a hit there, the entrance again, the fight room again, the death, the end.
    expect(radial).toEqual([1, 0, 1, 0, 1, 1, 0, 0]);
  });
});
