import { distance } from '#game/combat.ts';
import type { RoomCharacter } from './tactical-entities.ts';

// Choosing what to hit (click target, Tab cycle targets): pure, so the order is tested.
// Only mobs and other crawlers can be attacked (the server's targets are 'mob-N' and 'crawler-N').

const ATTACKABLE_ID = /^(mob|crawler)-\d{1,10}$/;

type Positioned = Pick<RoomCharacter, 'id' | 'kind' | 'x' | 'y' | 'isAlive' | 'disposition'>;

/** A character the server would accept as an attack target: a living mob or another crawler. */
export function isTargetable(c: Pick<RoomCharacter, 'id' | 'kind' | 'isAlive'>): boolean {
  return c.isAlive && (c.kind === 'mob' || c.kind === 'player') && ATTACKABLE_ID.test(c.id);
}

/** Living hostile mobs, nearest first (ties by id, so the order is stable). */
export function hostileTargets<T extends Positioned>(characters: readonly T[], self: { x: number; y: number }): T[] {
  return characters
    .filter((c) => c.kind === 'mob' && c.disposition === 'hostile' && isTargetable(c))
    .map((c) => ({ c, d: distance(self, c) }))
    .sort((a, b) => a.d - b.d || a.c.id.localeCompare(b.c.id))
    .map(({ c }) => c);
}

/**
 * Tab: the next hostile after the current target in nearest-first order, wrapping round; the nearest
 * when nothing (or something not hostile) is targeted; null when no hostile is left.
 */
export function cycleTarget<T extends Positioned>(currentId: string | null, characters: readonly T[], self: { x: number; y: number }): T | null {
  const list = hostileTargets(characters, self);
  if (list.length === 0) return null;
  const at = currentId === null ? -1 : list.findIndex((c) => c.id === currentId);
  return list[(at + 1) % list.length] ?? null;
}

/** The current target if it still exists and lives; otherwise null (cleared). */
export function resolveTarget<T extends Pick<RoomCharacter, 'id' | 'isAlive'>>(targetId: string | null, characters: readonly T[]): T | null {
  if (targetId === null) return null;
  return characters.find((c) => c.id === targetId && c.isAlive) ?? null;
}

/** 'Goblin 12/28 HP' (or just the name when its health is unknown). */
export function healthLabel(c: Pick<RoomCharacter, 'name' | 'health' | 'maxHealth'>): string {
  if (c.health === null) return c.name;
  return c.maxHealth !== null ? `${c.name} ${Math.max(0, Math.round(c.health))}/${Math.round(c.maxHealth)} HP` : `${c.name} ${Math.round(c.health)} HP`;
}
