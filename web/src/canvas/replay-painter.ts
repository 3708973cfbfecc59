import type { ReplayRoom } from '../state/replay-rooms.ts';
import { replayFrame, replayPicture, type ReplayPicture } from '../state/replay-scene.ts';
import { replayStateAt, type Replay, type ReplayState } from '../state/replay.ts';
import type { RoomRenderer } from './room-renderer.ts';
import type { RoomScene } from './scene.ts';
import type { CanvasLayout } from './sizing.ts';

/**
 * Draws a replay with the live view's renderer (never a second one): the room and the fight at the
 * entry the clock has reached, the player where the clock puts it. The picture is rebuilt only when
 * the entry changes; the clock time is the renderer's `now`, so floating numbers and pulses follow
 * playback, not the wall clock (the same time always draws the same frame).
 */
export class ReplayPainter {
  private picture: { index: number; value: ReplayPicture } | null = null;

  constructor(
    private readonly renderer: Pick<RoomRenderer, 'render'>,
    private readonly replay: Replay,
    private readonly rooms: ReadonlyMap<number, ReplayRoom>,
  ) {}

  pictureAt(index: number): ReplayPicture {
    if (this.picture?.index !== index) this.picture = { index, value: replayPicture(this.replay, this.rooms, index) };
    return this.picture.value;
  }

  /** Draws playback time `time`; answers the state drawn (null for an empty log) and whether a room was drawn. */
  draw(time: number, layoutOf: (scene: RoomScene) => CanvasLayout, dpr: number, showGrid = true): { state: ReplayState | null; drawn: boolean } {
    const state = replayStateAt(this.replay, time);
    if (!state) return { state, drawn: false };
    const { scene, view } = this.pictureAt(state.index);
    if (!scene) return { state, drawn: false };
    const room = state.frame.roomId === null ? undefined : this.rooms.get(state.frame.roomId);
    this.renderer.render(scene, layoutOf(scene), dpr, replayFrame(state, room), showGrid, state.time, view);
    return { state, drawn: true };
  }
}
