import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import type { NpcRole } from '#game/dungeon/vocabulary.ts';
import { NPC_ROLE } from '#game/dungeon/vocabulary.ts';
import type { IntentKind, RoomEvent as SimulationEvent, RoomEventType as SimulationEventType } from '#game/room-sim/types.ts';
import { REFUSAL_REASON } from '#game/room-sim/types.ts';
import { WEAPON_KIND } from '#game/vocabulary.ts';

// Every room event the server sends, as one discriminated union on `type` (docs/decisions/0030):
// the room simulation's events (game/room-sim/types.ts) and the server's own (level-ups, NPC speech,
// loot, standing orders). The compile-time checks at the end prove that every simulation event is a
// member of this union; the server builds its own events as members (`RoomEventOf`, `AnnouncedEvent`),
// and the client switches over `type` exhaustively. docs/protocol.md says what each event means.
//
// Objects strip unknown fields rather than refuse them: a client parses what it knows of a newer
// server's event, and the server's producers are held to the exact shape by the compiler.

const tick = lazySchema(() => z.number().int());
const finite = lazySchema(() => z.number().finite());
const crawlerId = lazySchema(() => z.number().int());
/** 'mob-12' or 'crawler-7': the ids entities have on the wire and that the client targets with. */
const entityId = lazySchema(() => z.string().regex(/^(mob|crawler)-\d{1,15}$/));
const mobEntityId = lazySchema(() => z.string().regex(/^mob-\d{1,15}$/));

const keysOf = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** The simulation's intent kinds (game/room-sim/types.ts Intent), which a refusal names. */
const INTENT_KINDS = ['attack', 'dodge', 'move', 'join', 'leave'] as const satisfies readonly IntentKind[];

const refusalDetail = lazySchema(() => z.union([z.object({ msLeft: finite }), z.object({ distance: finite, range: finite }), z.null()]));

/** The room simulation's events, one schema per member of game's RoomEvent. */
const simulationEvents = () => [
  z.object({ type: z.literal('moved'), tick, id: entityId, x: finite, y: finite }),
  z.object({
    type: z.literal('attacked'),
    tick,
    attackerId: entityId,
    targetId: entityId,
    hit: z.boolean(),
    critical: z.boolean(),
    roll: z.number().int().nullable(),
    damage: finite,
    targetHealth: finite,
    dodged: z.boolean(),
    weaponKind: z.enum(keysOf(WEAPON_KIND)),
  }),
  z.object({ type: z.literal('died'), tick, id: entityId, killedBy: entityId, victimType: z.enum(['mob', 'player']) }),
  z.object({ type: z.literal('combat_started'), tick }),
  z.object({ type: z.literal('combat_ended'), tick }),
  z.object({ type: z.literal('reward'), tick, crawlerId, xp: finite, gold: finite, mobId: z.number().int() }),
  z.object({ type: z.literal('refused'), tick, crawlerId, intent: z.enum(INTENT_KINDS), reason: z.enum(keysOf(REFUSAL_REASON)), detail: refusalDetail }),
  z.object({ type: z.literal('joined'), tick, crawlerId }),
  z.object({ type: z.literal('left'), tick, crawlerId }),
  z.object({ type: z.literal('dodge_started'), tick, crawlerId, untilMs: finite }),
  z.object({ type: z.literal('respawned'), tick, id: mobEntityId, x: finite, y: finite, health: finite }),
] as const;

/** Events the server adds beside the simulation's (each stamped with the room's tick when sent). */
const serverEvents = () => [
  /** A crawler's experience carried it to a new level (written by the tick's persistence). */
  z.object({ type: z.literal('level_up'), tick, crawlerId, level: z.number().int() }),
  /** An NPC greeted a crawler within its speech radius (server/realtime/npc-speech.ts). */
  z.object({ type: z.literal('npc_spoke'), tick, npcId: z.string(), name: z.string(), role: z.enum(keysOf(NPC_ROLE)), line: z.string(), crawlerId }),
  /** A crawler took an item off the floor (it won the roll-off, if there was one). */
  z.object({ type: z.literal('item_picked_up'), tick, itemId: z.number().int(), crawlerId, crawlerName: z.string(), itemName: z.string() }),
  /** A crawler grabbed for an item at the same moment as another and lost the roll-off to `winner`. */
  z.object({ type: z.literal('roll_off_lost'), tick, itemId: z.number().int(), crawlerId, winner: z.string(), itemName: z.string() }),
  /** A crawler opened a chest; its `items` spill out as item_dropped events. */
  z.object({ type: z.literal('container_opened'), tick, containerId: z.number().int(), crawlerId, name: z.string(), items: z.number().int() }),
  /** An item landed on the floor at (x, y), room percent. */
  z.object({ type: z.literal('item_dropped'), tick, itemId: z.number().int(), x: finite, y: finite, itemName: z.string() }),
  /** A crawler used a consumable from its inventory: `health` is its health afterwards. */
  z.object({ type: z.literal('item_used'), tick, crawlerId, crawlerName: z.string(), itemName: z.string(), health: finite }),
  /** Standing orders acted for a crawler; `message` says what they did, in words. */
  z.object({ type: z.literal('standing_orders'), tick, crawlerId, message: z.string() }),
  /** A crawler gained fame (game/fame.ts; committed with its cause): `text` reads "gained 12 fame: first to reach floor 3". */
  z.object({ type: z.literal('fame_gained'), tick, crawlerId, amount: z.number().int().positive(), total: z.number().int().nonnegative(), text: z.string() }),
] as const;

/** A room event as sent to clients in an `events` message. */
export const RoomEvent = lazySchema(() => z.discriminatedUnion('type', [...simulationEvents(), ...serverEvents()]));
export type RoomEvent = z.infer<typeof RoomEvent>;
export type RoomEventType = RoomEvent['type'];
export type RoomEventOf<T extends RoomEventType> = Extract<RoomEvent, { type: T }>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An event as its producer builds it outside the simulation: the hub stamps the room's tick when it sends it. */
export type Untimed<T extends RoomEvent> = DistributiveOmit<T, 'tick'>;
/** What the loot service tells a live room (pick-ups, lost roll-offs, chests, spilled items). */
export type LootEvent = Untimed<RoomEventOf<'item_picked_up' | 'roll_off_lost' | 'container_opened' | 'item_dropped'>>;
/** Events told to a live room from outside the simulation: loot, and what standing orders did. */
export type AnnouncedEvent = LootEvent | Untimed<RoomEventOf<'standing_orders' | 'fame_gained'>>;

// Compile-time proofs: these types only compile while the rules hold (`true` is not assignable to `false`).
type Holds<T extends true> = T;
type Covers<Wide, Narrow> = [Wide] extends [Narrow] ? true : false;
/** Every event the simulation produces is a member of the wire union as it is, field for field. */
export type _SimulationEventsAreOnTheWire = Holds<Covers<SimulationEvent, RoomEvent>>;
/** Every simulation event type has a schema here. */
export type _SimulationTypesCovered = Holds<Covers<SimulationEventType, RoomEventType>>;
/** A refusal may name every intent kind, an NPC every role. */
export type _IntentKindsCovered = Holds<Covers<IntentKind, (typeof INTENT_KINDS)[number]>>;
export type _NpcRolesCovered = Holds<Covers<NpcRole, RoomEventOf<'npc_spoke'>['role']>>;
