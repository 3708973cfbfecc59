import type { Direction } from '#game/dungeon/vocabulary.ts';
import type { RoomScene } from '../canvas/scene.ts';
import { distanceAndDirection, distanceFeet } from '../lib/compass.ts';
import type { RoomCharacter } from './tactical-entities.ts';

// The room's text view (docs/decisions/0017-seeing-palette-and-motion.md): everything the tactical canvas draws, as lines a screen
// reader can walk, nearest first: 'Rat, hostile, 12/20 HP, 15 ft north-east'. Pure: the component
// only renders these lines, so the wording and order are tested without a browser.

export const ROOM_TEXT_KINDS = ['mob', 'npc', 'player', 'item', 'chest', 'door', 'stairs', 'cover', 'wall'] as const;
export type RoomTextKind = (typeof ROOM_TEXT_KINDS)[number];

export interface RoomTextEntry {
  /** Stable per thing in the room (entity id, 'door-north', 'stairs'). */
  id: string;
  kind: RoomTextKind;
  text: string;
  /** Distance from the crawler in feet (for the order). */
  feet: number;
}

type Point = { x: number; y: number };
type SceneParts = Pick<RoomScene, 'widthFeet' | 'heightFeet' | 'characters' | 'loot' | 'obstacles' | 'doors' | 'hasStairs'>;

/** Where each door is drawn: the middle of its wall (canvas/static-layer.ts doorZoneRect). */
const DOOR_AT: Record<Direction, Point> = { north: { x: 50, y: 0 }, south: { x: 50, y: 100 }, east: { x: 100, y: 50 }, west: { x: 0, y: 50 } };
const STAIRS_AT: Point = { x: 50, y: 50 };

function healthText(c: Pick<RoomCharacter, 'health' | 'maxHealth'>): string | null {
  if (c.health === null) return null;
  const now = Math.max(0, Math.round(c.health));
  return c.maxHealth !== null ? `${now}/${Math.round(c.maxHealth)} HP` : `${now} HP`;
}

/** What kind of character, as the canvas tells it by shape and colour. */
export function characterKindText(c: Pick<RoomCharacter, 'kind' | 'disposition' | 'isBoss' | 'role'>): string {
  if (c.kind === 'player') return 'crawler';
  if (c.kind === 'npc') return c.role ? `NPC, ${c.role.replace(/_/g, ' ')}` : 'NPC';
  return c.isBoss ? `${c.disposition} boss` : c.disposition;
}

export interface RoomTextOptions {
  /** The character the crawler has targeted. */
  targetId?: string | null;
  /** What an NPC is saying now (its speech bubble). */
  says?: (id: string) => string | undefined;
}

/** Every thing in the room as one line each, nearest first (ties: characters before things, then by name). */
export function roomTextEntries(scene: SceneParts, self: Point, options: RoomTextOptions = {}): RoomTextEntry[] {
  const room = { widthFeet: scene.widthFeet, heightFeet: scene.heightFeet };
  const where = (at: Point) => ({ feet: distanceFeet(self, at, room), words: distanceAndDirection(self, at, room) });
  const entries: RoomTextEntry[] = [];

  for (const c of scene.characters) {
    if (!c.isAlive) continue;
    const w = where(c);
    const parts = [c.name, characterKindText(c), healthText(c), w.words];
    if (c.id === options.targetId) parts.push('targeted');
    const says = options.says?.(c.id);
    if (says) parts.push(`says: ${says}`);
    entries.push({ id: c.id, kind: c.kind, text: parts.filter(Boolean).join(', '), feet: w.feet });
  }
  for (const l of scene.loot) {
    const w = where(l);
    entries.push({ id: l.id, kind: l.isContainer ? 'chest' : 'item', text: `${l.name}, ${l.isContainer ? 'chest' : 'loot'}, ${w.words}`, feet: w.feet });
  }
  for (const d of scene.doors) {
    const w = where(DOOR_AT[d]);
    entries.push({ id: `door-${d}`, kind: 'door', text: `Door, ${d} exit, ${w.words}`, feet: w.feet });
  }
  if (scene.hasStairs) {
    const w = where(STAIRS_AT);
    entries.push({ id: 'stairs', kind: 'stairs', text: `Stairs down to the next floor, ${w.words}`, feet: w.feet });
  }
  for (const o of scene.obstacles) {
    // Doors are listed from the room's exits above; their obstacle rectangles are the same doors.
    if (o.kind === 'door') continue;
    const w = where({ x: o.rect.x + o.rect.w / 2, y: o.rect.y + o.rect.h / 2 });
    const name = o.name || (o.kind === 'cover' ? 'Cover' : 'Wall');
    entries.push({ id: o.id, kind: o.kind, text: `${name}, ${o.kind === 'cover' ? 'cover' : 'blocks the way'}, ${w.words}`, feet: w.feet });
  }

  const rank = (k: RoomTextKind) => ROOM_TEXT_KINDS.indexOf(k);
  return entries.sort((a, b) => Math.round(a.feet) - Math.round(b.feet) || rank(a.kind) - rank(b.kind) || a.text.localeCompare(b.text));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The text view's one announced line: what is in the room, by kind. It changes when something
 * arrives, dies, leaves or is picked up, not at every step, so a polite live region can carry it.
 */
export function roomTextSummary(scene: SceneParts & Pick<RoomScene, 'entitiesLoaded'>): string {
  const exits = plural(scene.doors.length, 'exit', 'exits') + (scene.hasStairs ? ' and stairs down' : '');
  if (!scene.entitiesLoaded) return `Loading what is in the room. ${exits}.`;
  const alive = scene.characters.filter((c) => c.isAlive);
  const hostile = alive.filter((c) => c.kind === 'mob' && c.disposition === 'hostile').length;
  const neutral = alive.filter((c) => c.kind === 'mob' && c.disposition === 'neutral').length;
  const friendly = alive.filter((c) => c.kind === 'mob' && c.disposition === 'friendly').length;
  const npcs = alive.filter((c) => c.kind === 'npc').length;
  const players = alive.filter((c) => c.kind === 'player').length;
  const counts = [
    hostile ? `${hostile} hostile` : null,
    neutral ? `${neutral} neutral` : null,
    friendly ? `${friendly} friendly` : null,
    npcs ? plural(npcs, 'NPC', 'NPCs') : null,
    players ? plural(players, 'other crawler', 'other crawlers') : null,
    scene.loot.length ? plural(scene.loot.length, 'loot', 'loot') : null,
  ].filter(Boolean);
  return `${counts.length > 0 ? `In the room: ${counts.join(', ')}` : 'Nothing else in the room'}. ${exits}.`;
}
