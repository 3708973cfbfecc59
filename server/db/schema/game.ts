// The game's own tables about crawlers and their sponsors: crawlers, items, activity, settings, hotbars, loadouts.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { season, user } from './accounts.ts';

export const crawler = pgTable(
  'crawlers',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id').notNull().references(() => season.id),
    sponsorship: text('sponsorship').notNull(),
    name: text('name').notNull(),
    serial: text('serial').notNull(),
    classification: text('classification').notNull(),
    status: text('status').notNull().default('active'),
    isAlive: boolean('is_alive').notNull().default(true),
    might: integer('might').notNull(),
    agility: integer('agility').notNull(),
    endurance: integer('endurance').notNull(),
    intellect: integer('intellect').notNull(),
    charisma: integer('charisma').notNull(),
    wisdom: integer('wisdom').notNull(),
    luck: integer('luck').notNull(),
    health: integer('health').notNull(),
    maxHealth: integer('max_health').notNull(),
    energy: integer('energy').notNull(),
    maxEnergy: integer('max_energy').notNull(),
    power: integer('power').notNull(),
    maxPower: integer('max_power').notNull(),
    experience: integer('experience').notNull().default(0),
    level: integer('level').notNull().default(1),
    gold: integer('gold').notNull().default(0),
    credits: integer('credits').notNull().default(0),
    memory: integer('memory').notNull().default(10),
    energyRegen: integer('energy_regen').notNull().default(5),
    currentFloor: integer('current_floor').notNull().default(1),
    currentRoomId: integer('current_room_id'),
    positionX: real('position_x').notNull().default(50),
    positionY: real('position_y').notNull().default(50),
    // When the last room transition happened: one transition at a time, 1 s apart.
    lastMoveAt: ts('last_move_at'),
    // Resting in a safe room (spec: 'Recovering...'): when it began and the health it began with.
    restStartedAt: ts('rest_started_at'),
    restStartHealth: integer('rest_start_health'),
    background: text('background').notNull(),
    competencies: jsonb('competencies').$type<string[]>().notNull(),
    topAbility: jsonb('top_ability').$type<{ name: string; description: string }>().notNull(),
    scanRange: integer('scan_range').notNull().default(1),
    activeEffects: jsonb('active_effects').$type<{ id: string; name: string; expiresAt: string; scanRangeBonus?: number }[]>().notNull().default([]),
    lastAction: text('last_action'),
    lastEnergyRegen: ts('last_energy_regen'),
    createdAt: ts('created_at').notNull().defaultNow(),
    diedAt: ts('died_at'),
    /** The season ended with it alive (status 'retired'). */
    retiredAt: ts('retired_at'),
    // The season ladder's categories, kept with the facts that change them, each indexed.
    kills: integer('kills').notNull().default(0),
    roomsExplored: integer('rooms_explored').notNull().default(0),
    deepestFloor: integer('deepest_floor').notNull().default(1),
    // Fame (game/fame.ts): the sum of its log's gained_fame entries, written with each of them.
    fame: integer('fame').notNull().default(0),
    // Play your way: what the server does for it while its sponsor is away (null: the
    // defaults in contract/standing-orders.ts), and whether other sponsors may watch its room.
    standingOrders: jsonb('standing_orders').$type<Record<string, unknown>>(),
    spectatingAllowed: boolean('spectating_allowed').notNull().default(true),
  },
  (t) => [
    index('crawlers_user_idx').on(t.userId),
    index('crawlers_gold_idx').on(t.seasonId, t.gold),
    // The ladder's orders (game/ladder.ts: value highest first, ties by id), each read off an index.
    index('crawlers_ladder_gold_idx').on(t.seasonId, t.gold.desc(), t.id),
    index('crawlers_ladder_kills_idx').on(t.seasonId, t.kills.desc(), t.id),
    index('crawlers_ladder_explorer_idx').on(t.seasonId, t.roomsExplored.desc(), t.id),
    index('crawlers_ladder_depth_idx').on(t.seasonId, t.deepestFloor.desc(), t.id),
    index('crawlers_ladder_fame_idx').on(t.seasonId, t.fame.desc(), t.id),
    // Longest survival: the living by when they started (oldest first), the ended by how long they lasted.
    index('crawlers_ladder_living_idx').on(t.seasonId, t.createdAt, t.id).where(sql`${t.diedAt} is null and ${t.retiredAt} is null`),
    index('crawlers_ladder_lasted_idx')
      .on(t.seasonId, sql`(coalesce(${t.diedAt}, ${t.retiredAt}) - ${t.createdAt}) desc`, t.id)
      .where(sql`${t.diedAt} is not null or ${t.retiredAt} is not null`),
  ],
);

export const item = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    templateKey: text('template_key').notNull(),
    crawlerId: integer('crawler_id').references(() => crawler.id, { onDelete: 'cascade' }),
    equippedSlot: text('equipped_slot'),
    acquiredAt: ts('acquired_at').notNull().defaultNow(),
  },
  (t) => [
    index('items_crawler_idx').on(t.crawlerId),
    // One item per slot: the database refuses a second, whatever the service does.
    uniqueIndex('items_crawler_slot_uq').on(t.crawlerId, t.equippedSlot).where(sql`${t.equippedSlot} is not null`),
  ],
);

export const activity = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    crawlerId: integer('crawler_id').references(() => crawler.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    summary: text('summary').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('activities_user_created_idx').on(t.userId, t.createdAt)],
);

// An account's own settings: the tactical room's key bindings, null while they are the defaults.
export const accountSettings = pgTable('account_settings', {
  userId: text('user_id').primaryKey().references(() => user.id, { onDelete: 'cascade' }),
  keyBindings: jsonb('key_bindings').$type<Record<string, string[]>>(),
  // How the game is drawn for this account: null follows the defaults / the system setting.
  palette: text('palette'),
  reducedMotion: boolean('reduced_motion'),
  // When the account dismissed the crawler page's controls help: null until then, so it shows once per account.
  controlsHelpSeenAt: ts('controls_help_seen_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const hotbar = pgTable('hotbars', {
  crawlerId: integer('crawler_id').primaryKey().references(() => crawler.id, { onDelete: 'cascade' }),
  slots: jsonb('slots').$type<{ id: string; actionId: string; hotkey: string }[]>().notNull(),
  visibleCount: integer('visible_count').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const loadout = pgTable(
  'loadouts',
  {
    id: serial('id').primaryKey(),
    crawlerId: integer('crawler_id').notNull().references(() => crawler.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    items: jsonb('items').$type<Record<string, number | null>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('loadouts_crawler_name_uq').on(t.crawlerId, t.name)],
);
