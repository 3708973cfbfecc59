// Database rows → the contract's shapes. Derived values (experience to next level, the live scan
// range, unexpired effects) are computed here, once, for every route.
import type { Crawler, Item } from '#contract/crawler.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import { xpForNextLevel } from '#game/progression.ts';
import { recover } from '#game/recovery.ts';
import { className, isCrawlerClass } from '#game/vocabulary.ts';
import type { CrawlerRow } from '../repositories/crawler-repository.ts';
import type { ItemRow } from '../repositories/item-repository.ts';

export type Effect = CrawlerRow['activeEffects'][number];

/** Effects still running at `now`; an expired effect ends by itself without a write. */
export function liveEffects(row: Pick<CrawlerRow, 'activeEffects'>, now: Date): Effect[] {
  return row.activeEffects.filter((e) => new Date(e.expiresAt).getTime() > now.getTime());
}

export function effectiveScanRange(row: Pick<CrawlerRow, 'scanRange' | 'activeEffects'>, now: Date): number {
  return row.scanRange + liveEffects(row, now).reduce((sum, e) => sum + (e.scanRangeBonus ?? 0), 0);
}

/** Energy and rest brought up to `now` (game/recovery.ts); reads show it before anything is stored. */
export function settled(row: CrawlerRow, now: Date) {
  return recover(
    {
      status: row.status,
      isAlive: row.isAlive,
      health: row.health,
      maxHealth: row.maxHealth,
      energy: row.energy,
      maxEnergy: row.maxEnergy,
      energyRegen: row.energyRegen,
      lastEnergyRegenMs: row.lastEnergyRegen?.getTime() ?? null,
      restStartedMs: row.restStartedAt?.getTime() ?? null,
      restStartHealth: row.restStartHealth,
    },
    now.getTime(),
  );
}

/** The columns to store when settling changed anything; null when nothing changed. */
export function settledChanges(row: CrawlerRow, now: Date): Partial<CrawlerRow> | null {
  const r = settled(row, now);
  const changed = r.health !== row.health || r.energy !== row.energy || r.status !== row.status || (r.lastEnergyRegenMs ?? null) !== (row.lastEnergyRegen?.getTime() ?? null);
  if (!changed) return null;
  return {
    health: r.health,
    energy: r.energy,
    status: r.status,
    lastEnergyRegen: r.lastEnergyRegenMs === null ? null : new Date(r.lastEnergyRegenMs),
    ...(r.restDone ? { restStartedAt: null, restStartHealth: null } : {}),
  };
}

export function toCrawler(stored: CrawlerRow, now: Date): Crawler {
  const r = settled(stored, now);
  const row = { ...stored, health: r.health, energy: r.energy, status: r.status };
  const cls = isCrawlerClass(row.classification) ? row.classification : 'combat_veteran';
  return {
    id: row.id,
    name: row.name,
    serial: row.serial,
    class: { id: cls, name: className(cls) },
    status: row.status,
    isAlive: row.isAlive,
    sponsorship: row.sponsorship as Crawler['sponsorship'],
    seasonId: row.seasonId,
    might: row.might,
    agility: row.agility,
    endurance: row.endurance,
    intellect: row.intellect,
    charisma: row.charisma,
    wisdom: row.wisdom,
    luck: row.luck,
    health: row.health,
    maxHealth: row.maxHealth,
    energy: row.energy,
    maxEnergy: row.maxEnergy,
    power: row.power,
    maxPower: row.maxPower,
    experience: row.experience,
    experienceToNext: xpForNextLevel(row.level),
    gold: row.gold,
    fame: row.fame,
    credits: row.credits,
    memory: row.memory,
    energyRegen: row.energyRegen,
    currentFloor: row.currentFloor,
    currentRoomId: row.currentRoomId,
    level: row.level,
    background: row.background,
    competencies: row.competencies,
    topAbility: row.topAbility,
    scanRange: effectiveScanRange(row, now),
    activeEffects: liveEffects(row, now),
    lastAction: row.lastAction,
    lastEnergyRegen: row.lastEnergyRegen?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    diedAt: row.diedAt?.toISOString() ?? null,
  };
}

export function toItem(row: ItemRow): Item | null {
  const t = itemByKey(row.templateKey);
  if (!t) return null;
  return {
    id: row.id,
    key: t.key,
    name: t.name,
    description: t.description,
    category: t.category,
    rarity: t.rarity,
    mightBonus: t.mightBonus,
    agilityBonus: t.agilityBonus,
    enduranceBonus: t.enduranceBonus,
    intellectBonus: t.intellectBonus,
    defenseValue: t.defenseValue,
    weapon: t.weapon ? { ...t.weapon } : null,
    value: t.value,
    equippedSlot: row.equippedSlot as Item['equippedSlot'],
  };
}
