import type { Direction } from '#game/dungeon/vocabulary.ts';
import type { Facing } from '#game/movement.ts';

/** The player's state for one drawn frame (RoomSession.frame() produces it; the layers only read it). */
export interface RoomSessionFrameLike {
  x: number;
  y: number;
  facing: Facing;
  alpha: number;
  doorZone: Direction | null;
  phase: 'idle' | 'exiting' | 'arriving';
  /** Eased positions of moving entities by id; an entity without one is drawn where the scene says. */
  movers?: ReadonlyMap<string, { x: number; y: number }>;
}
