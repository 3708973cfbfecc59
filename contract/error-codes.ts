// Every error code the server answers with, over HTTP (`{ error, code }`) and on the socket
// (`{ type: 'error', error, code }`), and the season command's refusals. Each code is written once,
// here; server and web use the constants, never the string (lint: eslint.config.js, decision 0032).
//
// This module imports nothing, zod included: the landing page (web/src/api/contract-lite.ts) takes
// ErrorCode from here without shipping zod.

/** Every error code the API can answer with. Closed vocabulary: add here first. */
export const ErrorCode = {
  // ---- any route ----
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  /** Too many wrong passwords for one account: its password sign-in is refused for a while (429, Retry-After). */
  accountLocked: 'account_locked',
  payloadTooLarge: 'payload_too_large',
  uriTooLong: 'uri_too_long',
  unsupportedMediaType: 'unsupported_media_type',
  unavailable: 'service_unavailable',
  /** A crawler's room is moving between server processes: try again in a moment. */
  roomMoving: 'room_moving',
  internal: 'internal_error',

  // ---- sign-in and seasons ----
  devLoginDisabled: 'dev_login_disabled',
  noActiveSeason: 'no_active_season',
  seasonNotEnded: 'season_not_ended',

  // ---- a crawler's state refuses the act (HTTP 409 and the socket) ----
  crawlerDead: 'crawler_dead',
  /** Recovering after a rest: it cannot act or move until rested. */
  crawlerResting: 'crawler_resting',
  /** The crawler is not in a live room (HTTP), or the socket's viewer is not (socket). */
  notInRoom: 'not_in_room',
  /** The act names a room the crawler is not in. */
  wrongRoom: 'wrong_room',
  /** A secondary sponsor may watch and talk, not steer or equip. */
  secondaryLimited: 'secondary_limited',

  // ---- moving and resting ----
  noDoor: 'no_door',
  noStairs: 'no_stairs',
  transitionInProgress: 'transition_in_progress',
  noDungeon: 'no_dungeon',
  cannotRest: 'cannot_rest',
  notAtExit: 'not_at_exit',

  // ---- loot and loadout ----
  itemGone: 'item_gone',
  tooFar: 'too_far',
  alreadyOpened: 'already_opened',
  slotMismatch: 'slot_mismatch',
  /** Only consumables can be used (drunk, eaten, plugged in). */
  notConsumable: 'not_consumable',
  /** The consumable would restore nothing (already full): the item is kept. */
  nothingToRestore: 'nothing_to_restore',

  // ---- quests (HTTP 409) ----
  /** The crawler does not stand in a room with a quest giver (of that floor). */
  noQuestGiver: 'no_quest_giver',
  /** The floor and index named are not the quest this crawler is offered there now. */
  questNotOffered: 'quest_not_offered',
  /** The crawler already holds an active quest: one at a time. */
  questActive: 'quest_active',
  /** Turning in with no active quest (or it was turned in a moment ago). */
  noActiveQuest: 'no_active_quest',
  /** The active quest's goal is not met yet. */
  questNotMet: 'quest_not_met',
  // ---- merchants ----
  /** The room named is not a shop with a merchant. */
  notAShop: 'not_a_shop',
  /** The shelf slot named has none left (until the next restock). */
  soldOut: 'sold_out',
  /** The crawler's gold does not cover the price. */
  notEnoughGold: 'not_enough_gold',
  /** The item to sell is not in this crawler's inventory (another's, or gone). */
  itemNotOwned: 'item_not_owned',
  /** The item to sell is equipped: unequip it first. */
  itemEquipped: 'item_equipped',

  // ---- sponsoring ----
  primarySponsorshipUsed: 'primary_sponsorship_used',
  candidateMismatch: 'candidate_mismatch',

  // ---- credits and sponsor gifts (game/gifts.ts GIFT_REFUSAL names the same words) ----
  insufficientCredits: 'insufficient_credits',
  /** One gift in flight per crawler. */
  giftInFlight: 'gift_in_flight',
  /** The cooldown after a delivery has not run out. */
  giftCooldown: 'gift_cooldown',
  /** The crawler has had its gifts for this floor. */
  giftFloorCap: 'gift_floor_cap',
  /** That gift is offered from a deeper floor. */
  giftLocked: 'gift_locked',

  // ---- account settings ----
  keyConflict: 'key_conflict',

  // ---- the socket ----
  notJoined: 'not_joined',
  /**
   * A position, attack or dodge whose seq is not above the last one accepted on this socket since its
   * join (positions and actions are two streams, each numbered by the client from 1): a replayed or
   * reordered intent, ignored.
   */
  staleSeq: 'stale_seq',
  /** An intent (or a join) from a socket that spectates: spectators only watch. */
  spectatorReadOnly: 'spectator_read_only',
  /** The crawler's sponsor has turned spectating of it off. */
  spectatingDisabled: 'spectating_disabled',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const ERROR_CODES: ReadonlySet<string> = new Set(Object.values(ErrorCode));
export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && ERROR_CODES.has(value);

/** The socket's refusals (a subset of ErrorCode: the ones only the socket answers, and the crawler's state). */
export const SocketErrorCode = {
  notJoined: ErrorCode.notJoined,
  notInRoom: ErrorCode.notInRoom,
  staleSeq: ErrorCode.staleSeq,
  spectatorReadOnly: ErrorCode.spectatorReadOnly,
  spectatingDisabled: ErrorCode.spectatingDisabled,
  crawlerDead: ErrorCode.crawlerDead,
} as const;
export type SocketErrorCode = (typeof SocketErrorCode)[keyof typeof SocketErrorCode];

/** The HTTP intent routes' refusals beside the generic ones (a subset of ErrorCode). */
export const IntentErrorCode = {
  dead: ErrorCode.crawlerDead,
  resting: ErrorCode.crawlerResting,
  wrongRoom: ErrorCode.wrongRoom,
} as const;
export type IntentErrorCode = (typeof IntentErrorCode)[keyof typeof IntentErrorCode];

/**
 * Why a season lifecycle step refused. Not on the wire: the operator's command (scripts/season.ts)
 * maps each to a message and an exit code.
 */
export const LifecycleErrorCode = {
  notFound: 'season_not_found',
  notStarted: 'season_not_started',
  alreadyEnded: 'season_already_ended',
  stillLive: 'season_still_live',
  outOfOrder: 'season_out_of_order',
  badTime: 'bad_time',
  incomplete: 'season_incomplete',
} as const;
export type LifecycleErrorCode = (typeof LifecycleErrorCode)[keyof typeof LifecycleErrorCode];

/**
 * Codes that stay inside the server, never answered. not_owner: a room another process simulates
 * (or that no one may simulate this instant); the server answers it as ErrorCode.roomMoving.
 */
export const InternalErrorCode = { notOwner: 'not_owner' } as const;
