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

/** A number that floats up from something that was hit (or missed) for a moment. */
export interface DamageFloater {
  key: string;
  /** The entity it rises from ('mob-3', 'crawler-7'); the player's own id draws it over the player. */
  entityId: string;
  text: string;
  tone: 'hit' | 'critical' | 'miss' | 'hurt';
  /** performance.now() when it appeared. */
  at: number;
  /** Where to draw it if the entity is gone (a killing blow). */
  fallback?: { x: number; y: number };
}

/** How long a damage number floats. */
export const FLOATER_MS = 1_100;

/** What the fight adds to a frame: read by the entity and overlay layers, never changed by them. */
export interface RoomCombatView {
  targetId: string | null;
  /** The weapon's reach in room units (drawn as a ring round the player); null hides it. */
  rangeUnits: number | null;
  /** The player's own entity id ('crawler-7'), for floaters over the player. */
  selfId: string | null;
  selfHealth: { health: number; maxHealth: number } | null;
  speech: readonly { id: string; text: string }[];
  floaters: readonly DamageFloater[];
  dead: boolean;
}

export const EMPTY_COMBAT_VIEW: RoomCombatView = { targetId: null, rangeUnits: null, selfId: null, selfHealth: null, speech: [], floaters: [], dead: false };
