// Builds a room's simulation state from the database: its mobs (living, and dead awaiting respawn) and the crawlers in it, each
// with combat stats derived from their equipment (game/crawler-stats.ts).
import { combatStats } from '#game/crawler-stats.ts';
import { weaponRangeUnits } from '#game/combat.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import { SPONSORSHIP_KIND, type EquipmentSlot } from '#game/vocabulary.ts';
import type { MobState, PlayerState, RoomState } from '#game/room-sim.ts';
import type { Disposition } from '#game/dungeon/vocabulary.ts';
import type { CrawlerRow } from '../repositories/crawler-repository.ts';
import type { ItemRepository } from '../repositories/item-repository.ts';
import type { MobRow, RoomRow } from '../repositories/dungeon-repository.ts';

export function mobState(m: MobRow): MobState {
  return {
    id: m.id,
    name: m.name,
    creatureType: m.creatureType,
    isBoss: m.isBoss,
    level: m.level,
    x: m.homeX,
    y: m.homeY,
    homeX: m.homeX,
    homeY: m.homeY,
    health: m.health,
    maxHealth: m.maxHealth,
    attack: m.attack,
    defense: m.defense,
    accuracy: m.accuracy,
    evasion: m.evasion,
    speed: m.speed,
    xpReward: m.xpReward,
    goldReward: m.goldReward,
    disposition: (['hostile', 'neutral', 'friendly'].includes(m.disposition) ? m.disposition : 'hostile') as Disposition,
    isAlive: m.isAlive && m.health > 0,
    lastAttackAt: null,
    aggroOn: null,
    // A mob that died before this room was loaded (another process, or before the room went to
    // sleep) keeps its time of death, so it respawns on schedule rather than never.
    diedAt: m.isAlive && m.health > 0 ? null : (m.diedAt?.getTime() ?? 0),
  };
}

export async function playerState(row: CrawlerRow, items: ItemRepository): Promise<PlayerState> {
  const equippedRows = await items.equipped(row.id);
  const equipped: Partial<Record<EquipmentSlot, NonNullable<ReturnType<typeof itemByKey>>>> = {};
  for (const r of equippedRows) {
    const t = itemByKey(r.templateKey);
    if (t && r.equippedSlot) equipped[r.equippedSlot as EquipmentSlot] = t;
  }
  const stats = combatStats({ attributes: row, equipped });
  const w = equipped.weapon;
  return {
    crawlerId: row.id,
    name: row.name,
    x: row.positionX,
    y: row.positionY,
    health: row.health,
    maxHealth: row.maxHealth,
    level: row.level,
    attack: stats.totalAttack,
    defense: stats.totalDefense,
    accuracy: stats.accuracy,
    // Nimble crawlers are harder to hit: evasion follows speed (agility and its bonuses).
    evasion: stats.speed,
    weapon: w?.weapon ? { name: w.name, kind: w.weapon.kind, rangeUnits: weaponRangeUnits(w.weapon), mightBonus: w.mightBonus, damageBonus: w.weapon.damageBonus } : null,
    isAlive: row.isAlive && row.health > 0,
    lastAttackAt: null,
    lastDodgeAt: null,
    dodgingUntil: null,
    isSecondary: row.sponsorship === SPONSORSHIP_KIND.secondary,
    luck: row.luck,
  };
}

export function emptyRoomState(room: RoomRow, mobs: MobRow[]): RoomState {
  return { roomId: room.id, tick: 0, isSafe: room.isSafe, isPvp: room.isPvp, mobs: mobs.map(mobState), players: [], inCombat: false };
}
