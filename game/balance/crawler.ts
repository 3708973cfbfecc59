// A bot's crawler: made from an offered candidate as the sponsor service makes one, its loadout, the
// simulation's view of it (as the room loader builds it) and its experience (as the room's
// persistence awards it).
import { startingSlots, type Candidate } from '../candidates.ts';
import { combatStats, itemBonusTotal, type EquippedItems } from '../crawler-stats.ts';
import { CRAWLER } from '../constants.ts';
import { itemByKey, type ItemTemplate } from '../item-catalogue.ts';
import { maxVitals } from '../progression.ts';
import { createRng, hashString } from '../rng.ts';
import { awardExperience } from '../room-sim/progress.ts';
import { playerFromCrawler } from '../room-sim/setup.ts';
import type { PlayerState } from '../room-sim/types.ts';
import { ATTRIBUTES, type Attributes, type CrawlerClass, type EquipmentSlot } from '../vocabulary.ts';

export interface BotCrawler {
  readonly id: number;
  readonly name: string;
  readonly classification: CrawlerClass;
  attributes: Attributes;
  readonly luck: number;
  level: number;
  experience: number;
  health: number;
  maxHealth: number;
  gold: number;
  equipped: Partial<Record<EquipmentSlot, ItemTemplate>>;
  /** Carried, not worn. */
  pack: ItemTemplate[];
}

const SLOT_OF: Partial<Record<ItemTemplate['category'], EquipmentSlot>> = { weapon: 'weapon', armor: 'armor', accessory: 'accessory' };

/**
 * The crawler the sponsor service creates from `candidate`: its attributes, level 1, health as
 * rolled (the maximum at least the level-1 vitals), no gold, its starting kit in the pack. With
 * `equipKit` it wears from the kit what the sponsor service puts on (candidates.ts startingSlots).
 */
export function crawlerFromCandidate(id: number, candidate: Candidate, equipKit: boolean): BotCrawler {
  const attributes = Object.fromEntries(ATTRIBUTES.map((a) => [a, candidate.stats[a]])) as Attributes;
  const vitals = maxVitals(attributes, CRAWLER.startingLevel);
  const crawler: BotCrawler = {
    id,
    name: candidate.name,
    classification: candidate.classification,
    attributes,
    luck: candidate.stats.luck,
    level: CRAWLER.startingLevel,
    experience: CRAWLER.startingExperience,
    health: candidate.stats.health,
    maxHealth: Math.max(vitals.maxHealth, candidate.stats.health),
    gold: CRAWLER.startingGold,
    equipped: {},
    pack: candidate.startingEquipment.map((e) => itemByKey(e.key)).filter((t): t is ItemTemplate => t !== undefined),
  };
  if (equipKit) {
    for (const { index, slot } of startingSlots(candidate.startingEquipment)) {
      const item = crawler.pack[index];
      if (!item) continue;
      crawler.equipped = { ...crawler.equipped, [slot]: item };
    }
    crawler.pack = crawler.pack.filter((i) => !Object.values(crawler.equipped).includes(i));
  }
  return crawler;
}

/** Wears `item` when its slot is empty or it beats what is worn there (itemBonusTotal); true when worn. */
export function wearIfBetter(crawler: BotCrawler, item: ItemTemplate): boolean {
  const slot = SLOT_OF[item.category];
  if (!slot) return false;
  const worn = crawler.equipped[slot];
  if (worn && itemBonusTotal(worn) >= itemBonusTotal(item)) return false;
  crawler.pack = crawler.pack.filter((i) => i !== item);
  if (worn) crawler.pack.push(worn);
  crawler.equipped = { ...crawler.equipped, [slot]: item };
  return true;
}

/** The simulation's view of the crawler at `at`, built as the server builds its live players (playerFromCrawler). */
export function playerStateOf(crawler: BotCrawler, at: { x: number; y: number }): PlayerState {
  return playerFromCrawler({
    crawlerId: crawler.id,
    name: crawler.name,
    x: at.x,
    y: at.y,
    health: crawler.health,
    maxHealth: crawler.maxHealth,
    level: crawler.level,
    attributes: crawler.attributes,
    luck: crawler.luck,
    equipped: crawler.equipped,
    isAlive: crawler.health > 0,
    isSecondary: false,
  });
}

/** Agility with what is worn, the figure movement reads. */
export function agilityOf(crawler: BotCrawler): number {
  return combatStats({ attributes: crawler.attributes, equipped: crawler.equipped as EquippedItems }).speed;
}

/** A kill's experience and gold, with the level-ups the server's persistence grants (same rng seed). */
export function reward(crawler: BotCrawler, xp: number, gold: number): number {
  const award = awardExperience(crawler, xp, createRng(hashString(`xp:${crawler.id}:${crawler.level}`)));
  crawler.gold += gold;
  crawler.experience = award.experience;
  crawler.attributes = award.attributes;
  if (award.levelsGained > 0) {
    crawler.level = award.level;
    crawler.maxHealth = award.vitals.maxHealth;
  }
  return award.levelsGained;
}
