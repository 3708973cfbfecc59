// Sign-in and seasons: better-auth's tables (user, session, account, verification, twoFactor),
// the user extended with the sponsor's fields (credits, reputation, last primary sponsorship), and the seasons.
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

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
