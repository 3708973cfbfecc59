// The sponsor's activity feed (Activity) read off the crawlers' logs (game/event-log.ts):
// one source of record drives the feed, the report, the replay and the ladder. Only notable entries
// become activities; a walk, a roll or a rest is the replay's business, not the feed's.
import { byOrders, describeEntry, type LogEntry } from './event-log.ts';
import { BY_ORDERS_TEXT } from './standing-orders.ts';
import { ACTIVITY_TYPE, type ActivityType } from './vocabulary.ts';

/** Rooms whose discovery is news. */
export const NOTABLE_ROOM_TYPES: readonly string[] = ['treasure', 'boss', 'exit', 'shop', 'special'];

/** The log kinds that can become an activity (the feed's query reads only these). */
export const FEED_KINDS = ['sponsored', 'entered_room', 'rewarded', 'died', 'picked_up', 'gift_arrived', 'bought', 'sold', 'attacked', 'rested'] as const;
/**
 * Kinds that are news only when standing orders acted: the sponsor was away and reads
 * what was done for them; their own swings and rests they saw.
 */
export const ORDERS_ONLY_FEED_KINDS = ['attacked', 'rested'] as const;

export interface FeedItem {
  type: ActivityType;
  message: string;
  summary: string;
}

/** The activity an entry makes in its sponsor's feed, or null when it makes none. */
export function activityOf(e: LogEntry, crawler: { name: string; serial: string }): FeedItem | null {
  const name = crawler.name;
  switch (e.kind) {
    case 'sponsored': {
      const gear = e.data.items.map((i) => i.name).join(', ');
      return {
        type: ACTIVITY_TYPE.crawler_created,
        message: `${name} [${crawler.serial}] signed a ${e.data.sponsorship} sponsorship contract`,
        summary: `${e.data.className} • ${gear || 'no starting gear'}`,
      };
    }
    case 'entered_room':
      // A retreat or a flight by standing orders is news whatever the room: the sponsor was away.
      if (byOrders(e)) return { type: ACTIVITY_TYPE.exploration, message: describeEntry(name, e), summary: `Floor ${e.data.floor} • the sponsor was away` };
      if (e.data.direction === 'down') {
        return { type: ACTIVITY_TYPE.floor_advance, message: `${name} descended to Floor ${e.data.floor}`, summary: `Took the stairs from ${e.data.fromName ?? 'the floor above'}` };
      }
      if (e.data.discovered && NOTABLE_ROOM_TYPES.includes(e.data.roomType)) {
        return { type: ACTIVITY_TYPE.exploration, message: `${name} discovered ${e.data.roomName}`, summary: `A ${e.data.roomType} room on Floor ${e.data.floor}` };
      }
      return null;
    case 'rewarded':
      return {
        type: ACTIVITY_TYPE.combat_victory,
        message: `${name} defeated ${e.data.mobName}`,
        summary: `+${e.data.xp} XP, +${e.data.gold} gold${e.data.levelsGained > 0 ? ` • reached level ${e.data.level}` : ''}`,
      };
    case 'died':
      return { type: ACTIVITY_TYPE.combat_defeat, message: `${name} was slain by ${e.data.killerName}`, summary: `Died on Floor ${e.data.floor}. Death is permanent: the corporation is bankrupt.` };
    case 'picked_up':
      return { type: ACTIVITY_TYPE.equipment_found, message: describeEntry(name, e), summary: `${e.data.rarity} ${e.data.category}` };
    case 'gift_arrived':
      return { type: ACTIVITY_TYPE.equipment_found, message: `A gift from ${e.data.from}: ${e.data.name}`, summary: `Delivered to ${name}'s feet` };
    // A trade with a shop's merchant: what changed hands, and the gold left.
    case 'bought':
      return { type: ACTIVITY_TYPE.equipment_found, message: describeEntry(name, e), summary: `From a merchant • ${e.data.totalGold} gold left` };
    case 'sold':
      return { type: ACTIVITY_TYPE.encounter_choice, message: describeEntry(name, e), summary: `To a merchant • ${e.data.totalGold} gold now` };
    // One line per foe, not per swing: a fight's swings collapse into one (collapseRepeats).
    case 'attacked':
      if (!byOrders(e)) return null;
      return { type: ACTIVITY_TYPE.combat_start, message: `${name} fought back against ${e.data.targetName} ${BY_ORDERS_TEXT}`, summary: 'The sponsor was away' };
    case 'rested':
      if (!byOrders(e)) return null;
      return { type: ACTIVITY_TYPE.exploration, message: describeEntry(name, e), summary: 'The sponsor was away' };
    default:
      return null;
  }
}

/**
 * An activity's id: unique across crawlers and stable, from the crawler and the entry's number
 * (2^21 entries per crawler is far beyond a season's life: see bench/README.md for a life's size).
 */
export function activityId(crawlerId: number, seq: number): number {
  return crawlerId * 2 ** 21 + seq;
}

/**
 * Drops a swing that repeats its crawler's previous item in the list (newest first): a fight by
 * standing orders is many swings but one piece of news. Only swings collapse: two victories over two
 * goblins are two kills, and each stays news. Items keep their order.
 */
export function collapseRepeats<T extends { type: string; message: string; crawler: { id: number } | null }>(items: readonly T[]): T[] {
  const lastOf = new Map<number | null, string>();
  return items.filter((item) => {
    const key = item.crawler?.id ?? null;
    const repeat = item.type === ACTIVITY_TYPE.combat_start && lastOf.get(key) === item.message;
    lastOf.set(key, item.message);
    return !repeat;
  });
}
