import type { TacticalEntity } from '#contract/dungeon.ts';
import { doorZoneAt } from '#game/movement.ts';
import { parseEntityId } from '#game/room-sim.ts';
import type { DamageFloater, RoomCombatView, RoomSessionFrameLike } from '../canvas/frame.ts';
import { buildScene, type RoomScene } from '../canvas/scene.ts';
import { swingFloater } from './combat-feedback.ts';
import { mobStatesAt, recentEntries, targetAt, type Replay, type ReplayState } from './replay.ts';
import { replayMobEntity, type ReplayRoom } from './replay-rooms.ts';

// What the live view's renderer (canvas/room-renderer.ts) draws of a replay: the scene and the
// fight's view change only from one entry to the next; the player's frame changes with the clock.

/** The room and the fight at an entry (null scene: the crawler was in no room yet). */
export interface ReplayPicture {
  scene: RoomScene | null;
  view: RoomCombatView;
}

/** The player's own entity id in the log and on the canvas. */
export const selfEntityId = (replay: Replay) => `crawler-${replay.crawlerId}`;

function floatersAt(replay: Replay, index: number, room: ReplayRoom | undefined): DamageFloater[] {
  const selfId = selfEntityId(replay);
  const here = replay.frames[index]!;
  const homes = new Map((room?.mobs ?? []).map((m) => [m.id, { x: m.spec.x, y: m.spec.y }]));
  const out: DamageFloater[] = [];
  for (const j of recentEntries(replay, index)) {
    const e = replay.entries[j]!;
    const at = replay.times[j]!;
    const key = `e${e.seq}`;
    if (e.kind === 'attacked') {
      const home = homes.get(e.data.targetId);
      out.push({ key, entityId: e.data.targetId, ...swingFloater({ ...e.data, onMe: false }), at, ...(home ? { fallback: home } : {}) });
    } else if (e.kind === 'was_attacked') {
      out.push({ key, entityId: selfId, ...swingFloater({ ...e.data, onMe: true }), at, fallback: { x: here.x, y: here.y } });
    } else if (e.kind === 'leveled_up') {
      out.push({ key, entityId: selfId, text: `Level ${e.data.level}!`, tone: 'critical', at, fallback: { x: here.x, y: here.y } });
    }
  }
  return out;
}

/** The scene and the fight's view at entry `index`, from the log and the rebuilt rooms alone. */
export function replayPicture(replay: Replay, rooms: ReadonlyMap<number, ReplayRoom>, index: number): ReplayPicture {
  const frame = replay.frames[index];
  const room = frame?.roomId == null ? undefined : rooms.get(frame.roomId);
  const dead = replay.deathIndex !== null && index >= replay.deathIndex;
  const view: RoomCombatView = {
    targetId: null,
    rangeUnits: null,
    selfId: selfEntityId(replay),
    selfHealth: frame ? { health: frame.health, maxHealth: frame.maxHealth } : null,
    speech: [],
    floaters: frame ? floatersAt(replay, index, room) : [],
    dead,
  };
  if (!frame || !room) return { scene: null, view };
  const mobs = mobStatesAt(replay, index);
  const entities: TacticalEntity[] = [...room.fixtures];
  for (const m of room.mobs) {
    const state = mobs.get(m.id);
    if (state && !state.alive) continue;
    entities.push(replayMobEntity(m, state?.health ?? m.spec.maxHealth, true));
  }
  const scene = buildScene(room.current, { roomId: room.roomId, entities, tacticalEntities: [] }, { name: replay.name, crawlerId: replay.crawlerId });
  const target = dead ? null : targetAt(replay, index);
  const targetShown = target !== null && parseEntityId(target) !== null && scene.characters.some((c) => c.id === target);
  return { scene, view: { ...view, targetId: targetShown ? target : null } };
}

/** The player's frame at a state: where it stands and faces, and the door zone it is in. */
export function replayFrame(state: ReplayState, room: ReplayRoom | undefined): RoomSessionFrameLike {
  return {
    x: state.x,
    y: state.y,
    facing: state.facing,
    alpha: 1,
    doorZone: room ? doorZoneAt(state.x, state.y, room.current.availableDirections) : null,
    phase: 'idle',
  };
}
