import type { Appearance } from './appearance.ts';
import { FLOATER_MS, type RoomCombatView, type RoomSessionFrameLike } from './frame.ts';
import type { CanvasLayout } from './sizing.ts';

// Whether the room canvas needs a new frame. The loop asks every animation frame; a frame that would
// draw the same picture as the last one is skipped, so a still room costs a few comparisons instead of
// two full layers (on a slow phone those redraws were most of the page's main-thread time).

/** Everything a drawn frame depends on. */
export interface DrawInputs {
  /** The scene on screen: the session replaces it whenever the room or its contents change. */
  scene: unknown;
  layout: CanvasLayout;
  dpr: number;
  appearance: Appearance;
  showGrid: boolean;
  frame: RoomSessionFrameLike;
  view: RoomCombatView | undefined;
  now: number;
}

type MoverPositions = ReadonlyMap<string, { x: number; y: number }>;

/** What the last drawn frame showed, copied (the session eases its movers' map in place). */
interface Drawn {
  scene: unknown;
  layout: CanvasLayout;
  dpr: number;
  palette: string;
  reducedMotion: boolean;
  showGrid: boolean;
  player: Omit<RoomSessionFrameLike, 'movers'>;
  movers: Map<string, { x: number; y: number }>;
  view: RoomCombatView | undefined;
  animating: boolean;
}

/**
 * Whether the picture changes with time alone: a room transition or the arrival fade, and (with
 * motion on) the pulsing door zone and the turning target ring; damage numbers rise or fade either way.
 */
export function isAnimating({ frame, view, appearance, now }: Pick<DrawInputs, 'frame' | 'view' | 'appearance' | 'now'>): boolean {
  if (frame.phase !== 'idle' || frame.alpha < 1) return true;
  if (!appearance.reducedMotion && (frame.doorZone !== null || (view?.targetId ?? null) !== null)) return true;
  return (view?.floaters ?? []).some((f) => now - f.at >= 0 && now - f.at <= FLOATER_MS);
}

/**
 * Movers ease 5 % of the way each frame and so never quite arrive: a step under a tenth of a pixel
 * from where a mover was last drawn is not a new picture (steps add up until they are).
 */
export const MOVER_STILL_PX = 0.1;

function sameMovers(drawn: MoverPositions, now: MoverPositions | undefined, layout: CanvasLayout): boolean {
  const current = now ?? new Map<string, { x: number; y: number }>();
  if (drawn.size !== current.size) return false;
  for (const [id, at] of current) {
    const was = drawn.get(id);
    if (!was) return false;
    if (Math.abs(was.x - at.x) * layout.pxPerPercentX >= MOVER_STILL_PX || Math.abs(was.y - at.y) * layout.pxPerPercentY >= MOVER_STILL_PX) return false;
  }
  return true;
}

/** The page rebuilds the fight's view after every render: equal fields draw the same overlay. */
function sameView(a: RoomCombatView | undefined, b: RoomCombatView | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.targetId === b.targetId &&
    a.rangeUnits === b.rangeUnits &&
    a.selfId === b.selfId &&
    a.selfHealth?.health === b.selfHealth?.health &&
    a.selfHealth?.maxHealth === b.selfHealth?.maxHealth &&
    a.speech === b.speech &&
    a.floaters === b.floaters &&
    a.dead === b.dead
  );
}

function samePlayer(a: Drawn['player'], f: RoomSessionFrameLike): boolean {
  return a.x === f.x && a.y === f.y && a.facing === f.facing && a.alpha === f.alpha && a.doorZone === f.doorZone && a.phase === f.phase;
}

/**
 * Decides, frame by frame, whether to draw. `shouldDraw` answers true for the first frame, for any
 * change in what a frame depends on, while something animates, and once more after an animation
 * ends (so its last state, e.g. a damage number gone, is drawn). Call `drawn` after drawing;
 * `invalidate` forces the next frame (the canvas was resized or shown again).
 */
export class RedrawScheduler {
  private last: Drawn | null = null;

  shouldDraw(inputs: DrawInputs): boolean {
    const last = this.last;
    if (!last) return true;
    if (last.animating || isAnimating(inputs)) return true;
    return !(
      last.scene === inputs.scene &&
      last.layout === inputs.layout &&
      last.dpr === inputs.dpr &&
      last.palette === inputs.appearance.palette.name &&
      last.reducedMotion === inputs.appearance.reducedMotion &&
      last.showGrid === inputs.showGrid &&
      samePlayer(last.player, inputs.frame) &&
      sameMovers(last.movers, inputs.frame.movers, inputs.layout) &&
      sameView(last.view, inputs.view)
    );
  }

  drawn(inputs: DrawInputs): void {
    const { frame } = inputs;
    this.last = {
      scene: inputs.scene,
      layout: inputs.layout,
      dpr: inputs.dpr,
      palette: inputs.appearance.palette.name,
      reducedMotion: inputs.appearance.reducedMotion,
      showGrid: inputs.showGrid,
      player: { x: frame.x, y: frame.y, facing: frame.facing, alpha: frame.alpha, doorZone: frame.doorZone, phase: frame.phase },
      movers: new Map([...(frame.movers ?? new Map<string, { x: number; y: number }>())].map(([id, at]) => [id, { x: at.x, y: at.y }])),
      view: inputs.view,
      animating: isAnimating(inputs),
    };
  }

  invalidate(): void {
    this.last = null;
  }
}
