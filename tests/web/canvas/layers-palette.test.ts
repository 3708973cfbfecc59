// Palettes and marks (docs/decisions/0017-seeing-palette-and-motion.md): what the layers ask the canvas to draw, recorded call by call: a hostile
// creature is a three-cornered path in the palette's hostile colour, a friendly one a circle with a
// plus, a PVP floor is hatched, a safe one crossed, and the palette changes the colours only.
import { describe, expect, it } from 'vitest';
import { drawEntityLayer } from '#web/src/canvas/entity-layer.ts';
import { drawOverlayLayer } from '#web/src/canvas/overlay-layer.ts';
import { COLOUR_BLIND_SAFE_PALETTE, STANDARD_PALETTE, type CanvasPalette } from '#web/src/canvas/palette.ts';
import type { RoomScene } from '#web/src/canvas/scene.ts';
import { canvasLayout } from '#web/src/canvas/sizing.ts';
import { drawStaticLayer } from '#web/src/canvas/static-layer.ts';
import type { RoomCharacter } from '#web/src/state/tactical-entities.ts';
import { recordingContext, type Recorded } from '../recording-canvas.ts';

const layout = canvasLayout({ widthFeet: 100, heightFeet: 100 }, 400, 1000);

const mob = (id: string, disposition: RoomCharacter['disposition'], x: number): RoomCharacter => ({
  id,
  kind: 'mob',
  name: id,
  x,
  y: 50,
  disposition,
  health: 10,
  maxHealth: 10,
  isAlive: true,
  isBoss: false,
  level: 1,
  role: null,
  creatureType: 'goblin',
});

const scene = (over: Partial<RoomScene> = {}): RoomScene => ({
  roomId: 1,
  name: 'Den',
  description: '',
  type: 'chamber',
  isSafe: false,
  isPvp: false,
  environment: 'stone',
  widthFeet: 100,
  heightFeet: 100,
  doors: [],
  hasStairs: false,
  obstacles: [],
  characters: [],
  loot: [],
  entitiesLoaded: true,
  playerName: 'Me',
  ...over,
});

const frame = { x: 50, y: 80, facing: 'south' as const, alpha: 1, doorZone: null, phase: 'idle' as const };

function entities(characters: RoomCharacter[], palette: CanvasPalette): Recorded[] {
  const log: Recorded[] = [];
  drawEntityLayer(recordingContext(log), layout, 1, scene({ characters }), frame, undefined, palette);
  return log;
}

/** The calls between a fill colour being set and the fill, for the mark drawn in `colour`. */
function pathFilledWith(log: Recorded[], colour: string): string[] {
  const set = log.findIndex((c) => c[0] === 'set fillStyle' && c[1] === colour);
  expect(set, `a fill in ${colour}`).toBeGreaterThan(0);
  const begin = log.slice(0, set).map((c) => c[0]).lastIndexOf('beginPath');
  return log.slice(begin, set).map((c) => c[0]);
}

describe('the entity layer draws shapes in the palette', () => {
  it('a hostile creature: a closed three-point path filled vermillion (colour-blind safe) or blood red (standard)', () => {
    for (const palette of [COLOUR_BLIND_SAFE_PALETTE, STANDARD_PALETTE]) {
      const path = pathFilledWith(entities([mob('Goblin', 'hostile', 30)], palette), palette.hostile);
      expect(path).toEqual(['beginPath', 'moveTo', 'lineTo', 'lineTo', 'closePath']);
    }
  });

  it('a friendly creature: a circle with the two strokes of a plus; a neutral one: a circle with one bar', () => {
    const friendly = entities([mob('Hare', 'friendly', 30)], COLOUR_BLIND_SAFE_PALETTE);
    expect(pathFilledWith(friendly, COLOUR_BLIND_SAFE_PALETTE.friendly)).toEqual(['beginPath', 'arc']);
    const after = friendly.slice(friendly.findIndex((c) => c[0] === 'set fillStyle' && c[1] === COLOUR_BLIND_SAFE_PALETTE.friendly));
    const sign = after.slice(after.findIndex((c) => c[0] === 'set lineCap'));
    expect(sign.slice(0, sign.findIndex((c) => c[0] === 'stroke')).filter((c) => c[0] === 'moveTo')).toHaveLength(2);
    const neutral = entities([mob('Toad', 'neutral', 30)], COLOUR_BLIND_SAFE_PALETTE);
    const bar = neutral.slice(neutral.findIndex((c) => c[0] === 'set lineCap'));
    expect(bar.slice(0, bar.findIndex((c) => c[0] === 'stroke')).filter((c) => c[0] === 'moveTo')).toHaveLength(1);
  });

  it('the player: a ring in the palette\'s ring colour round the body', () => {
    const log = entities([], COLOUR_BLIND_SAFE_PALETTE);
    expect(log).toContainEqual(['set strokeStyle', COLOUR_BLIND_SAFE_PALETTE.selfRing]);
    expect(log).toContainEqual(['set fillStyle', COLOUR_BLIND_SAFE_PALETTE.self]);
  });
});

describe('the static layer patterns the floor', () => {
  const floor = (s: RoomScene, palette: CanvasPalette) => {
    const log: Recorded[] = [];
    drawStaticLayer(recordingContext(log), layout, 1, s, false, palette);
    return log;
  };

  it('hatches a PVP room in the palette\'s PVP colour and sows a safe room with crosses; a plain room has neither', () => {
    const pvp = floor(scene({ isPvp: true }), COLOUR_BLIND_SAFE_PALETTE);
    expect(pvp).toContainEqual(['set strokeStyle', COLOUR_BLIND_SAFE_PALETTE.pvp]);
    const safe = floor(scene({ isSafe: true }), COLOUR_BLIND_SAFE_PALETTE);
    expect(safe).toContainEqual(['set strokeStyle', COLOUR_BLIND_SAFE_PALETTE.safe]);
    const plain = floor(scene(), COLOUR_BLIND_SAFE_PALETTE);
    expect(plain).not.toContainEqual(['set strokeStyle', COLOUR_BLIND_SAFE_PALETTE.pvp]);
    expect(plain).not.toContainEqual(['set strokeStyle', COLOUR_BLIND_SAFE_PALETTE.safe]);
  });
});

describe('the overlay with reduced motion', () => {
  const overlay = (now: number, reducedMotion: boolean, floaters = false) => {
    const log: Recorded[] = [];
    const target = mob('Goblin', 'hostile', 30);
    const view = {
      targetId: target.id,
      rangeUnits: null,
      selfId: null,
      selfHealth: null,
      speech: [],
      floaters: floaters ? [{ key: 'f', entityId: target.id, text: '5', tone: 'hit' as const, at: 0 }] : [],
      dead: false,
    };
    drawOverlayLayer(recordingContext(log), layout, 1, scene({ characters: [target] }), { ...frame, doorZone: 'north' }, now, view, { palette: STANDARD_PALETTE, reducedMotion });
    return log;
  };
  const floaterY = (log: Recorded[]) => log.find((c) => c[0] === 'fillText' && c[1] === '5')?.[3];

  it('draws the same door zone and target ring at any time: no pulse, no turning ticks', () => {
    expect(overlay(200, true)).toEqual(overlay(700, true));
    expect(overlay(200, false)).not.toEqual(overlay(700, false));
  });

  it('lets a damage number fade where it appeared instead of rising', () => {
    expect(floaterY(overlay(200, true, true))).toBe(floaterY(overlay(700, true, true)));
    expect(floaterY(overlay(700, false, true))).toBeLessThan(floaterY(overlay(200, false, true)) as number);
  });
});
