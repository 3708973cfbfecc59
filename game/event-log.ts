// The season's record: every outcome the server decides for a crawler is one numbered
// entry of that crawler's append-only log. One source drives the bankruptcy report, the replay, the
// ladder and the activity feed. This file holds the closed vocabulary of entries, their payloads, and
// the pure fold that rebuilds a crawler's state from its log (what a replay draws).
import { COMBAT } from './constants.ts';
import { usedItemText } from './consumables.ts';
import { BY_ORDERS_TEXT, type ActedBy } from './standing-orders.ts';
import { fameText, type FameReason } from './fame.ts';

/** The kinds of entry, in the order a life usually meets them. */
export const LOG_EVENT = {
  sponsored: 'sponsored',
  entered_room: 'entered_room',
  moved: 'moved',
  attacked: 'attacked',
  was_attacked: 'was_attacked',
  killed: 'killed',
  rewarded: 'rewarded',
  leveled_up: 'leveled_up',
  picked_up: 'picked_up',
  lost_roll_off: 'lost_roll_off',
  gift_arrived: 'gift_arrived',
  bought: 'bought',
  sold: 'sold',
  used_item: 'used_item',
  rested: 'rested',
  recovered: 'recovered',
  scanned: 'scanned',
  quest_accepted: 'quest_accepted',
  quest_completed: 'quest_completed',
  gained_fame: 'gained_fame',
  died: 'died',
  retired: 'retired',
} as const;
export type LogEventKind = keyof typeof LOG_EVENT;
export const LOG_EVENT_KINDS = Object.keys(LOG_EVENT) as LogEventKind[];
export function isLogEventKind(value: unknown): value is LogEventKind {
  return typeof value === 'string' && Object.hasOwn(LOG_EVENT, value);
}

/** How the log is kept compact: a walking crawler's position is sampled, not every step. */
export const EVENT_LOG = {
  /** At most one position sample per crawler this often (2 a second). */
  positionSampleMs: 500,
  /** A sample is only taken when the crawler moved at least this far (room units) since the last. */
  positionSampleMinDistance: 0.5,
  /** The report's tail of the log. */
  reportTailSize: 20,
} as const;

/** A position at an instant (epoch ms). */
export interface TimedPoint {
  readonly at: number;
  readonly x: number;
  readonly y: number;
}

/**
 * Whether `mid` says nothing that `from` and `to` do not: a replay that walks from `from` to `to` at
 * an even pace puts the crawler within EVENT_LOG.positionSampleMinDistance of `mid` at its instant.
 * Then `mid` need not be written: a straight walk at a steady pace is logged by its ends and its
 * turns, not twice a second. A stop, a turn or a change of pace on the way fails the check.
 */
export function samplesOnSteadyWalk(from: TimedPoint, mid: TimedPoint, to: TimedPoint): boolean {
  const dt = to.at - from.at;
  if (!(dt > 0) || mid.at < from.at || mid.at > to.at) return false;
  const v = (mid.at - from.at) / dt;
  const ex = from.x + (to.x - from.x) * v;
  const ey = from.y + (to.y - from.y) * v;
  // Squared: Math.hypot is several times slower, and this runs for every accepted move of a live room.
  return (mid.x - ex) ** 2 + (mid.y - ey) ** 2 <= EVENT_LOG.positionSampleMinDistance ** 2;
}

/** The largest tick the log stores (int4): about 13.6 years of a season. */
const MAX_TICK = 2_147_483_647;

/** The season's tick at `atMs`: COMBAT.tickMs periods since the season started (never negative). */
export function seasonTick(atMs: number, seasonStartMs: number): number {
  return Math.min(MAX_TICK, Math.max(0, Math.floor((atMs - seasonStartMs) / COMBAT.tickMs)));
}

/** An entity named on the wire ('mob-12', 'crawler-7'), or 'dungeon' for what no one did. */
type EntityRef = string;

export interface LogPayloads {
  /** The first entry: where and how the crawler started, and the season's seed. */
  sponsored: {
    seed: number;
    seasonNumber: number;
    name: string;
    serial: string;
    sponsorship: string;
    className: string;
    floor: number;
    roomId: number | null;
    /** The generator's key of the start room (game/dungeon): with the seed, the replay rebuilds it. */
    roomKey: string | null;
    x: number;
    y: number;
    health: number;
    maxHealth: number;
    level: number;
    experience: number;
    gold: number;
    items: { id: number; key: string; name: string }[];
  };
  /** Through a door or down the stairs (or placed at an entrance); `discovered`: first visit. */
  entered_room: {
    from: number | null;
    fromName: string | null;
    roomId: number;
    roomKey: string;
    roomName: string;
    roomType: string;
    floor: number;
    x: number;
    y: number;
    direction: string;
    discovered: boolean;
    /** Walked by standing orders, and why: a retreat to safety or a flight from a foe. */
    by?: ActedBy;
    why?: 'retreat' | 'flee';
  };
  /**
   * A position sample inside the room (entry.roomId). `steady`: the crawler walked here from the
   * previous sample at an even pace along a straight line the whole time between them (the samples
   * in between were left out as the line says them: samplesOnSteadyWalk), so a replay plays the
   * whole gap as walking.
   */
  moved: { x: number; y: number; steady?: true };
  /** This crawler attacked: the d100 roll (null when the target was dodging) and its outcome. */
  attacked: { targetId: EntityRef; targetName: string; roll: number | null; hit: boolean; critical: boolean; dodged: boolean; damage: number; targetHealth: number; by?: ActedBy };
  /** This crawler was attacked: `health` is its own health afterwards. */
  was_attacked: { attackerId: EntityRef; attackerName: string; roll: number | null; hit: boolean; critical: boolean; dodged: boolean; damage: number; health: number };
  killed: { victimId: EntityRef; victimName: string; victimType: 'mob' | 'player'; creatureType: string | null };
  /** Experience and gold for a kill; `experience`, `level` and `totalGold` are the totals afterwards. */
  rewarded: { mobName: string; xp: number; gold: number; experience: number; level: number; levelsGained: number; totalGold: number };
  leveled_up: { level: number; maxHealth: number; health: number };
  picked_up: { itemId: number; groundItemId: number; templateKey: string; name: string; rarity: string; category: string; by?: ActedBy };
  lost_roll_off: { groundItemId: number; itemName: string; winner: string };
  /** The sponsor's gift landed at the crawler's feet as ground item `groundItemId`; `from`: the sponsor's corporation. */
  gift_arrived: { giftId: number; groundItemId: number; templateKey: string; name: string; from: string; x: number; y: number };
  /** Bought from a shop's merchant (game/merchant.ts): the new item, its price and the gold afterwards. */
  bought: { itemId: number; templateKey: string; name: string; price: number; totalGold: number };
  /** Sold to a shop's merchant: the item that left the inventory, what it fetched and the gold afterwards. */
  sold: { itemId: number; templateKey: string; name: string; price: number; totalGold: number };
  /** Spent a consumable from the inventory: what it restored, and `health` afterwards. */
  used_item: { itemId: number; templateKey: string; name: string; health: number; energy: number; power: number; healthAfter: number };
  /** Began resting with this health. */
  rested: { health: number; maxHealth: number; by?: ActedBy };
  /** Time restored health (a rest finished or was brought up to date). */
  recovered: { health: number };
  scanned: { effect: string; scanRangeBonus: number; untilMs: number };
  /** Took a quest giver's quest (game/quests.ts): its floor, index there and title. */
  quest_accepted: { floor: number; index: number; title: string };
  /**
   * Turned a quest in: its reward, and the totals afterwards (`experience`, `level`, `totalGold`);
   * `itemId`: the item a "bring" quest took from the inventory.
   */
  quest_completed: { floor: number; index: number; title: string; gold: number; xp: number; fame: number; totalGold: number; experience: number; level: number; itemId?: number };
  /** Fame awarded (game/fame.ts): `detail` reads after "gained N fame: "; `total` is the crawler's fame afterwards. */
  gained_fame: { amount: number; reason: FameReason; detail: string; total: number };
  died: { killerId: EntityRef; killerName: string; floor: number; x: number; y: number };
  /** The season ended with the crawler alive. */
  retired: { seasonNumber: number };
}

/** One entry of a crawler's log, as stored and as served. */
export type LogEntry = {
  [K in LogEventKind]: {
    seq: number;
    /** The season tick it happened in (seasonTick). */
    tick: number;
    /** Epoch ms. */
    at: number;
    /** The room it happened in (null before the crawler had one). */
    roomId: number | null;
    kind: K;
    data: LogPayloads[K];
  };
}[LogEventKind];

/** An entry before it is numbered (the server appends it; the log gives it the next seq). */
export type NewLogEntry = { [K in LogEventKind]: { crawlerId: number; at: number; roomId: number | null; kind: K; data: LogPayloads[K] } }[LogEventKind];

/** A crawler's state as its log tells it: what a replay draws after each entry. */
export interface ReplayFrame {
  seq: number;
  tick: number;
  at: number;
  kind: LogEventKind;
  roomId: number | null;
  floor: number;
  x: number;
  y: number;
  health: number;
  maxHealth: number;
  level: number;
  experience: number;
  gold: number;
  alive: boolean;
  /** Ids of the items it holds, ascending. */
  inventory: readonly number[];
  kills: number;
  /** Rooms it has entered for the first time (the entrance counts). */
  roomsExplored: number;
  /** Fame gained (game/fame.ts). */
  fame: number;
}

const EMPTY_FRAME: ReplayFrame = {
  seq: 0,
  tick: 0,
  at: 0,
  kind: 'sponsored',
  roomId: null,
  floor: 1,
  x: 50,
  y: 50,
  health: 0,
  maxHealth: 0,
  level: 1,
  experience: 0,
  gold: 0,
  alive: true,
  inventory: [],
  kills: 0,
  roomsExplored: 0,
  fame: 0,
};

/** The state after `entry`, from the state before it. Pure; unknown payload fields are ignored. */
export function foldEntry(prev: ReplayFrame, entry: LogEntry): ReplayFrame {
  const next: ReplayFrame = { ...prev, seq: entry.seq, tick: entry.tick, at: entry.at, kind: entry.kind, roomId: entry.roomId ?? prev.roomId };
  switch (entry.kind) {
    case 'sponsored': {
      const d = entry.data;
      return {
        ...next,
        roomId: d.roomId,
        floor: d.floor,
        x: d.x,
        y: d.y,
        health: d.health,
        maxHealth: d.maxHealth,
        level: d.level,
        experience: d.experience,
        gold: d.gold,
        alive: true,
        inventory: d.items.map((i) => i.id).sort((a, b) => a - b),
        roomsExplored: d.roomId === null ? 0 : 1,
      };
    }
    case 'entered_room':
      return { ...next, roomId: entry.data.roomId, floor: entry.data.floor, x: entry.data.x, y: entry.data.y, roomsExplored: prev.roomsExplored + (entry.data.discovered ? 1 : 0) };
    case 'moved':
      return { ...next, x: entry.data.x, y: entry.data.y };
    case 'was_attacked':
      return { ...next, health: entry.data.health };
    case 'killed':
      return { ...next, kills: prev.kills + 1 };
    case 'rewarded':
      return { ...next, experience: entry.data.experience, level: entry.data.level, gold: entry.data.totalGold };
    case 'leveled_up':
      return { ...next, level: entry.data.level, maxHealth: entry.data.maxHealth, health: entry.data.health };
    case 'picked_up':
      return { ...next, inventory: [...prev.inventory.filter((id) => id !== entry.data.itemId), entry.data.itemId].sort((a, b) => a - b) };
    case 'quest_completed': {
      const { itemId } = entry.data;
      const inventory = itemId === undefined ? prev.inventory : prev.inventory.filter((id) => id !== itemId);
      return { ...next, experience: entry.data.experience, level: entry.data.level, gold: entry.data.totalGold, inventory };
    }
    case 'bought':
      return { ...next, gold: entry.data.totalGold, inventory: [...prev.inventory.filter((id) => id !== entry.data.itemId), entry.data.itemId].sort((a, b) => a - b) };
    case 'sold':
      return { ...next, gold: entry.data.totalGold, inventory: prev.inventory.filter((id) => id !== entry.data.itemId) };
    case 'used_item':
      return { ...next, health: entry.data.healthAfter, inventory: prev.inventory.filter((id) => id !== entry.data.itemId) };
    case 'rested':
      return { ...next, health: entry.data.health, maxHealth: entry.data.maxHealth };
    case 'recovered':
      return { ...next, health: entry.data.health };
    case 'gained_fame':
      return { ...next, fame: prev.fame + entry.data.amount };
    case 'died':
      return { ...next, health: 0, alive: false, x: entry.data.x, y: entry.data.y, floor: entry.data.floor };
    case 'retired':
      return { ...next, alive: false };
    case 'attacked':
    case 'lost_roll_off':
    case 'scanned':
    case 'quest_accepted':
    case 'gift_arrived': // the gift lies on the floor: it joins the inventory by its own picked_up entry
      return next;
  }
}

/** The state after each entry of a log, in order (entries sorted by seq). */
export function replayLog(entries: readonly LogEntry[]): ReplayFrame[] {
  const frames: ReplayFrame[] = [];
  let state = EMPTY_FRAME;
  for (const e of entries) {
    state = foldEntry(state, e);
    frames.push(state);
  }
  return frames;
}

/** Whether a log is numbered 1, 2, 3, … with no gap and no duplicate. */
export function isGapless(entries: readonly { seq: number }[]): boolean {
  return entries.every((e, i) => e.seq === i + 1);
}

/** Whether standing orders took this action: its entry carries `by: 'orders'`. */
export function byOrders(e: LogEntry): boolean {
  return (e.data as { by?: unknown }).by === 'orders';
}

/** One line of text for an entry, for the report's tail and the activity feed. */
export function describeEntry(name: string, e: LogEntry): string {
  const text = describeAction(name, e);
  return byOrders(e) ? `${text} ${BY_ORDERS_TEXT}` : text;
}

function describeAction(name: string, e: LogEntry): string {
  switch (e.kind) {
    case 'sponsored':
      return `${name} [${e.data.serial}] signed a sponsorship contract (Season ${e.data.seasonNumber})`;
    case 'entered_room':
      if (e.data.why) return `${name} ${e.data.why === 'retreat' ? 'retreated' : 'fled'} to ${e.data.roomName}`;
      return e.data.direction === 'down' ? `${name} descended to Floor ${e.data.floor}: ${e.data.roomName}` : `${name} entered ${e.data.roomName}${e.data.discovered ? ' (discovered)' : ''}`;
    case 'moved':
      return `${name} moved to ${e.data.x.toFixed(0)}, ${e.data.y.toFixed(0)}`;
    case 'attacked':
      return e.data.dodged
        ? `${name} attacked ${e.data.targetName}, who dodged`
        : e.data.hit
          ? `${name} hit ${e.data.targetName} for ${e.data.damage}${e.data.critical ? ' (critical)' : ''} (roll ${e.data.roll})`
          : `${name} missed ${e.data.targetName} (roll ${e.data.roll})`;
    case 'was_attacked':
      return e.data.dodged
        ? `${name} dodged ${e.data.attackerName}`
        : e.data.hit
          ? `${e.data.attackerName} hit ${name} for ${e.data.damage}${e.data.critical ? ' (critical)' : ''}: ${e.data.health} HP left`
          : `${e.data.attackerName} missed ${name} (roll ${e.data.roll})`;
    case 'killed':
      return `${name} killed ${e.data.victimName}`;
    case 'rewarded':
      return `${name} earned ${e.data.xp} XP and ${e.data.gold} gold`;
    case 'leveled_up':
      return `${name} reached level ${e.data.level}`;
    case 'picked_up':
      return `${name} picked up ${e.data.name}`;
    case 'lost_roll_off':
      return `${name} lost the roll-off for ${e.data.itemName} to ${e.data.winner}`;
    case 'gift_arrived':
      return `${name} received a gift from ${e.data.from}: ${e.data.name}`;
    case 'bought':
      return `${name} bought ${e.data.name} for ${e.data.price} gold`;
    case 'sold':
      return `${name} sold ${e.data.name} for ${e.data.price} gold`;
    case 'used_item':
      return `${name} ${usedItemText(e.data.name, e.data)}`;
    case 'rested':
      return `${name} began resting at ${e.data.health}/${e.data.maxHealth} HP`;
    case 'recovered':
      return `${name} recovered to ${e.data.health} HP`;
    case 'scanned':
      return `${name} scanned the floor (scan range +${e.data.scanRangeBonus})`;
    case 'quest_accepted':
      return `${name} accepted a quest: ${e.data.title}`;
    case 'quest_completed':
      return `${name} completed a quest: ${e.data.title} (${e.data.xp} XP, ${e.data.gold} gold, ${e.data.fame} fame)`;
    case 'gained_fame':
      return `${name} ${fameText(e.data)}`;
    case 'died':
      return `${name} was slain by ${e.data.killerName} on Floor ${e.data.floor}`;
    case 'retired':
      return `${name} retired at the end of Season ${e.data.seasonNumber}`;
  }
}
