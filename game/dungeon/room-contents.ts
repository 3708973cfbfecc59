// What a room holds: its encounter, mobs, NPCs, loose loot, chests and interior features, fitting
// its type. Peaceful rooms (entrance, safe, rest, shop) never hold hostile mobs. Exported on its own
// so a server can reroll one room (debug regenerate-room) with a fresh rng.
import { COMBAT, DUNGEON } from '../constants.ts';
import { rollContainer, rollLoot } from '../items.ts';
import type { Rng } from '../rng.ts';
import { CREATURE_FAMILIES, type CreatureFamily } from './creatures.ts';
import { doorEntry } from './doors.ts';
import { mobLevel, pickKind, rollEncounterMobs, scaleCreature, threatAt, type Threat, type UnplacedMob } from './mobs.ts';
import { npcName } from './npcs.ts';
import { createPlacer, rollFeatures } from './room-geometry.ts';
import type { ContainerSpec, FeatureSpec, GroundItemSpec, MobSpec, NpcSpec } from './types.ts';
import type { Direction, EncounterType, NpcRole, RoomType } from './vocabulary.ts';

export interface RoomContext {
  readonly key: string;
  readonly floor: number;
  readonly type: RoomType;
  /** The family of the faction holding the room, or null on neutral ground. */
  readonly family: CreatureFamily | null;
  /** The walls with a door: no mob stands within reach of where a crawler steps in. */
  readonly doors: readonly Direction[];
  /** Doors between this room and the floor's entrance (breadth-first): the nearer, the easier (threatAt). */
  readonly doorsFromEntrance: number;
}

export interface RoomContents {
  readonly encounterType: EncounterType;
  readonly mobs: MobSpec[];
  readonly npcs: NpcSpec[];
  readonly groundItems: GroundItemSpec[];
  readonly containers: ContainerSpec[];
  readonly features: FeatureSpec[];
}

/** Chances of the NPCs and extras each room type brings. */
export const ROOM_CHANCES = {
  entranceQuestGiver: 0.4,
  safeGuard: 0.7,
  safeRepair: 0.3,
  restRepair: 0.5,
  restQuestGiver: 0.4,
  restItem: 0.3,
  shopRepair: 0.35,
  shopGuard: 0.35,
  specialQuest: 0.5,
  specialItem: 0.6,
  treasureGuarded: 0.7,
} as const;

/** Encounter weights of a room with no special role, by depth; lairs favour dead ends. */
export function genericEncounterWeights(type: RoomType, floor: number): readonly (readonly [EncounterType, number])[] {
  return [
    ['none', Math.max(15, 45 - 3 * floor)],
    ['patrol', 30],
    ['ambush', 10 + floor],
    ['lair', type === 'deadend' ? 25 : 4 + floor / 2],
  ];
}

interface Plan {
  encounterType: EncounterType;
  mobs: UnplacedMob[];
  npcs: NpcRole[];
  items: number;
  chests: number;
}

/** Whether the room is one of the entrance's quiet neighbours (DUNGEON.threat.nearDoors). */
function isNearEntrance(room: RoomContext): boolean {
  return room.doorsFromEntrance <= DUNGEON.threat.nearDoors;
}

function planRoom(rng: Rng, room: RoomContext): Plan {
  const { type, floor, family } = room;
  const threat: Threat = threatAt(floor, room.doorsFromEntrance);
  const plan: Plan = { encounterType: 'none', mobs: [], npcs: [], items: 0, chests: 0 };
  const fight = (encounter: EncounterType): void => {
    plan.encounterType = encounter;
    plan.mobs = rollEncounterMobs(rng, encounter, family ?? CREATURE_FAMILIES[0]!, floor, threat);
  };
  switch (type) {
    case 'entrance':
      plan.npcs = ['guard'];
      if (floor === 1 || rng.chance(ROOM_CHANCES.entranceQuestGiver)) plan.npcs.push('quest_giver');
      break;
    case 'exit':
      break;
    case 'boss':
      fight('boss');
      plan.chests = 1;
      plan.items = rng.int(1, 2);
      break;
    case 'treasure':
      if (family && rng.chance(ROOM_CHANCES.treasureGuarded)) fight('guarded_hoard');
      plan.chests = rng.int(1, 3);
      plan.items = rng.int(0, 2);
      break;
    case 'safe':
      plan.encounterType = 'sanctuary';
      if (rng.chance(ROOM_CHANCES.safeGuard)) plan.npcs.push('guard');
      if (rng.chance(ROOM_CHANCES.safeRepair)) plan.npcs.push('repair');
      break;
    case 'rest':
      plan.encounterType = 'sanctuary';
      if (rng.chance(ROOM_CHANCES.restRepair)) plan.npcs.push('repair');
      if (rng.chance(ROOM_CHANCES.restQuestGiver)) plan.npcs.push('quest_giver');
      plan.items = rng.chance(ROOM_CHANCES.restItem) ? 1 : 0;
      break;
    case 'shop':
      plan.encounterType = 'merchant';
      plan.npcs = ['merchant'];
      if (rng.chance(ROOM_CHANCES.shopRepair)) plan.npcs.push('repair');
      if (rng.chance(ROOM_CHANCES.shopGuard)) plan.npcs.push('guard');
      break;
    case 'special':
      if (rng.chance(ROOM_CHANCES.specialQuest)) {
        plan.encounterType = 'quest';
        plan.npcs = ['quest_giver'];
      } else if (family && rng.chance(DUNGEON.neutralMobChance)) {
        plan.mobs = [scaleCreature(pickKind(rng, family, floor), mobLevel(rng, floor, threat), false, 'neutral')];
      }
      plan.items = rng.chance(ROOM_CHANCES.specialItem) ? 1 : 0;
      break;
    case 'corridor':
    case 'chamber':
    case 'intersection':
    case 'deadend':
    case 'unknown': {
      // Next to the entrance: a quiet room or a small patrol, never an ambush or a lair.
      const near = isNearEntrance(room);
      const encounter = !family ? 'none' : near ? (rng.chance(DUNGEON.threat.nearQuietChance) ? 'none' : 'patrol') : rng.weighted(genericEncounterWeights(type, floor));
      if (encounter !== 'none') fight(encounter);
      else if (family && rng.chance(DUNGEON.neutralMobChance)) {
        plan.mobs = [scaleCreature(pickKind(rng, family, floor), mobLevel(rng, floor, threat), false, 'neutral')];
      }
      const lootChance = DUNGEON.loot.groundChance + DUNGEON.loot.groundChancePerFloor * floor;
      plan.items = rng.chance(lootChance) ? rng.int(1, DUNGEON.loot.maxGroundItems) : 0;
      plan.chests = type === 'deadend' && rng.chance(DUNGEON.loot.deadendChestChance) ? 1 : 0;
      break;
    }
  }
  return plan;
}

/**
 * How far a room's mobs stand from where crawlers step in: out of reach of every door, and next to
 * the entrance beyond the detection range, so a crawler who just came in is noticed by nobody.
 */
export function mobDoorClearance(room: Pick<RoomContext, 'doorsFromEntrance'>): number {
  const { doorClearance, quietClearance } = DUNGEON.placement;
  return room.doorsFromEntrance <= DUNGEON.threat.nearDoors ? Math.max(quietClearance, COMBAT.range.detection + 1) : doorClearance;
}

export function rollRoomContents(rng: Rng, room: RoomContext): RoomContents {
  const plan = planRoom(rng, room);
  const features = rollFeatures(rng, room.type);
  const place = createPlacer(rng, features);
  const names = new Set<string>();
  const npcs = plan.npcs.map((role, i) => {
    const name = npcName(rng, role, names);
    names.add(name);
    return { key: `${room.key}:npc-${i}`, name, role, ...place() };
  });
  // A mob with no spot clear of the doors is left out (a crowded small room holds fewer).
  const entries = room.doors.map(doorEntry);
  const clearance = mobDoorClearance(room);
  const mobs: MobSpec[] = [];
  for (const mob of plan.mobs) {
    const spot = place.away(entries, clearance);
    if (spot) mobs.push({ key: `${room.key}:mob-${mobs.length}`, ...mob, ...spot });
  }
  const containers = Array.from({ length: plan.chests }, () => ({ itemKey: rollContainer(rng, room.floor).key, ...place() }));
  const groundItems = rollLoot(rng, room.floor, plan.items).map((item) => ({ itemKey: item.key, ...place() }));
  const encounterType = plan.mobs.length > 0 && mobs.length === 0 && plan.encounterType !== 'boss' ? 'none' : plan.encounterType;
  return { encounterType, mobs, npcs, groundItems, containers, features };
}
