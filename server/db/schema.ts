// The database schema: better-auth's tables (user, session, account, verification, twoFactor)
// extended with the sponsor's fields (credits, reputation, last primary sponsorship), and the game's own tables.
// Columns are snake_case in SQL and camelCase in TypeScript (better-auth reads the TS keys).
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const user = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  credits: integer('credits').notNull().default(1000),
  sponsorReputation: integer('sponsor_reputation').notNull().default(0),
  activeCrawlerId: integer('active_crawler_id'),
  // Sponsorship rules: the season number of the last primary sponsorship.
  lastPrimarySponsorshipSeason: integer('last_primary_sponsorship_season'),
  // Which candidate offer the user sees; advanced after each sponsorship so an offer is used once.
  candidateOffer: integer('candidate_offer').notNull().default(0),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const session = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactor = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

export const season = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    seasonNumber: integer('season_number').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    seed: integer('seed').notNull(),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date'),
    isActive: boolean('is_active').notNull().default(false),
    /** When the season's end was carried out (ladder frozen, living crawlers retired); null while it runs. */
    endedAt: ts('ended_at'),
  },
  (t) => [uniqueIndex('seasons_number_uq').on(t.seasonNumber)],
);

export const authSchema = { user, session, account, verification, twoFactor };

// ---- The game ----

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

// ---- The season's dungeon: generated once from the season seed, then live state ----

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

// ---- The season's record ----

/**
 * Every outcome the server decides for a crawler, numbered per crawler from 1 with no gap: appended in
 * the transaction of the fact it describes (server/repositories/event-log-repository.ts).
 */
export const crawlerEvent = pgTable(
  'crawler_events',
  {
    crawlerId: integer('crawler_id').notNull().references(() => crawler.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** The season tick (game/event-log.ts seasonTick). */
    tick: integer('tick').notNull(),
    at: ts('at').notNull(),
    roomId: integer('room_id'),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.crawlerId, t.seq] }),
    // The activity feed reads only these rows (game/activity-feed.ts FEED_KINDS; swings and rests only by
    // standing orders), newest first: the same predicate as event-log-repository.ts FEED_ROWS.
    index('crawler_events_feed_idx')
      .on(t.crawlerId, t.at.desc())
      .where(sql`(${t.kind} in ('sponsored', 'entered_room', 'rewarded', 'died', 'picked_up') or (${t.kind} in ('attacked', 'rested') and ${t.data}->>'by' = 'orders'))`),
  ],
);

/** The last number given in each crawler's log: its row lock orders concurrent appends. */
export const crawlerEventHead = pgTable('crawler_event_heads', {
  crawlerId: integer('crawler_id').primaryKey().references(() => crawler.id, { onDelete: 'cascade' }),
  lastSeq: integer('last_seq').notNull(),
});

/** A season's ladder frozen at its end: the top of each category, readable in later seasons. */
export const hallOfFame = pgTable(
  'hall_of_fame',
  {
    seasonId: integer('season_id').notNull().references(() => season.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    rank: integer('rank').notNull(),
    crawlerId: integer('crawler_id').references(() => crawler.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    serial: text('serial').notNull(),
    value: real('value').notNull(),
    isAlive: boolean('is_alive').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.category, t.rank] })],
);

/**
 * The server processes of a cluster (docs/decisions/0015-cluster.md): each beats here every
 * LEASE.renewMs; a process whose beat is older than LEASE.ttlMs counts as gone. `address` is where the
 * others forward a crawler's requests and sockets.
 */
export const clusterNode = pgTable('cluster_nodes', {
  id: text('id').primaryKey(),
  address: text('address').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who simulates each shard of the dungeon's live rooms: one row per shard, held by one process until
 * `expires_at` (renewed every LEASE.renewMs). `token` grows with every new holder: a tick's write
 * checks the holder and token it stepped under, so a process that lost its lease cannot write.
 */
export const shardLease = pgTable('shard_leases', {
  shard: integer('shard').primaryKey(),
  nodeId: text('node_id').notNull(),
  token: bigint('token', { mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
