// The season's dungeon: generated once from the season seed, then live state.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { season } from './accounts.ts';
import { crawler } from './game.ts';

export const room = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id').notNull().references(() => season.id, { onDelete: 'cascade' }),
    floor: integer('floor').notNull(),
    key: text('key').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    environment: text('environment').notNull(),
    description: text('description').notNull(),
    widthFeet: integer('width_feet').notNull(),
    heightFeet: integer('height_feet').notNull(),
    isSafe: boolean('is_safe').notNull(),
    hasLoot: boolean('has_loot').notNull(),
    isPvp: boolean('is_pvp').notNull(),
    factionKey: text('faction_key'),
    encounterType: text('encounter_type').notNull(),
    npcs: jsonb('npcs').$type<{ key: string; name: string; role: string; x: number; y: number }[]>().notNull(),
    features: jsonb('features').$type<{ type: string; x: number; y: number; w: number; h: number }[]>().notNull(),
    regenerations: integer('regenerations').notNull().default(0),
  },
  (t) => [uniqueIndex('rooms_season_key_uq').on(t.seasonId, t.key), index('rooms_season_floor_idx').on(t.seasonId, t.floor)],
);

export const roomConnection = pgTable(
  'room_connections',
  {
    fromRoomId: integer('from_room_id').notNull().references(() => room.id, { onDelete: 'cascade' }),
    toRoomId: integer('to_room_id').notNull().references(() => room.id, { onDelete: 'cascade' }),
    direction: text('direction').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fromRoomId, t.direction] })],
);

export const faction = pgTable(
  'factions',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id').notNull().references(() => season.id, { onDelete: 'cascade' }),
    floor: integer('floor').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    creatureTypes: jsonb('creature_types').$type<string[]>().notNull(),
  },
  (t) => [uniqueIndex('factions_season_key_uq').on(t.seasonId, t.key)],
);

export const exploredRoom = pgTable(
  'explored_rooms',
  {
    crawlerId: integer('crawler_id').notNull().references(() => crawler.id, { onDelete: 'cascade' }),
    roomId: integer('room_id').notNull().references(() => room.id, { onDelete: 'cascade' }),
    visitedAt: ts('visited_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.crawlerId, t.roomId] })],
);

export const mob = pgTable(
  'mobs',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull().references(() => room.id, { onDelete: 'cascade' }),
    specKey: text('spec_key').notNull(),
    creatureType: text('creature_type').notNull(),
    name: text('name').notNull(),
    isBoss: boolean('is_boss').notNull(),
    level: integer('level').notNull(),
    maxHealth: integer('max_health').notNull(),
    health: integer('health').notNull(),
    attack: integer('attack').notNull(),
    defense: integer('defense').notNull(),
    accuracy: integer('accuracy').notNull(),
    evasion: integer('evasion').notNull(),
    speed: integer('speed').notNull(),
    xpReward: integer('xp_reward').notNull(),
    goldReward: integer('gold_reward').notNull(),
    disposition: text('disposition').notNull(),
    homeX: real('home_x').notNull(),
    homeY: real('home_y').notNull(),
    isAlive: boolean('is_alive').notNull().default(true),
    diedAt: ts('died_at'),
  },
  (t) => [index('mobs_room_idx').on(t.roomId)],
);

export const groundItem = pgTable(
  'ground_items',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull().references(() => room.id, { onDelete: 'cascade' }),
    templateKey: text('template_key').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    droppedAt: ts('dropped_at').notNull().defaultNow(),
  },
  (t) => [index('ground_items_room_idx').on(t.roomId)],
);

export const container = pgTable(
  'containers',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull().references(() => room.id, { onDelete: 'cascade' }),
    templateKey: text('template_key').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    openedAt: ts('opened_at'),
    openedBy: integer('opened_by').references(() => crawler.id, { onDelete: 'set null' }),
  },
  (t) => [index('containers_room_idx').on(t.roomId)],
);

// A shop merchant's shelves (game/merchant.ts): rolled from the season seed and the room's key, stored
// the first time the shop is viewed, counted down by purchases (a conditional update: of two buyers
// of the last one, one wins) and restocked by time when next read, in the reader's transaction.
export const merchantStock = pgTable(
  'merchant_stock',
  {
    seasonId: integer('season_id').notNull().references(() => season.id, { onDelete: 'cascade' }),
    roomId: integer('room_id').notNull().references(() => room.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    templateKey: text('template_key').notNull(),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    restockedAt: ts('restocked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.roomId, t.slot] }), check('merchant_stock_quantity_check', sql`${t.quantity} >= 0`)],
);
