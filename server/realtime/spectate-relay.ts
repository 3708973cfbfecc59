// Spectating: anyone signed in may watch a living crawler's room, read-only and
// SPECTATE_DELAY_MS late, so that watching a rival cannot be used to scout for a fight.
//
// One feed per watched crawler holds its room's frames in order, each stamped when it happened:
// keyframes (the room and a snapshot of it, taken when the crawler changes room and every
// KEYFRAME_MS) and the room's shared events (room-hub's tap: what every viewer of the room gets).
// A spectator is handed each frame once it is SPECTATE_DELAY_MS old; a new one starts at the latest
// keyframe that old, so the first thing it sees is the room as it was then. Frames nobody can still
// be handed are dropped, so a feed holds at most about KEYFRAME_MS + the delay of a room's messages.
// A spectator is never one of the hub's viewers: it does not keep the crawler in its room (nor count
// as its sponsor's live connection), and it has nothing to send intents with.
import { ErrorCode } from '#contract/errors.ts';
import type { CurrentRoom, TacticalEntity } from '#contract/dungeon.ts';
import { SPECTATE_DELAY_MS, SpectateEndReason, type ServerMessage } from '#contract/realtime.ts';
import type { FastifyBaseLogger } from 'fastify';
import { CRAWLER_STATUS } from '#game/vocabulary.ts';
import { FAME, spectatorMinutes } from '#game/fame.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { RoomHub } from './room-hub.ts';

/** How often a feed takes a fresh keyframe of its room (and notices a crawler that moved while no room of this process had it). */
export const KEYFRAME_MS = 5_000;
/** How often the running relay hands out frames that fell due. */
const PUMP_MS = 100;

export interface Spectator {
  send(msg: ServerMessage): void;
  /** Who watches: only another sponsor's watching earns the crawler fame (its own sponsor's does not). */
  userId?: string;
}

/** What the relay reads of a crawler. */
export interface WatchedCrawler {
  id: number;
  userId: string;
  name: string;
  isAlive: boolean;
  /** 'retired' at a season's end: gone, not dead. */
  status: string;
  spectatingAllowed: boolean;
  health: number;
  maxHealth: number;
}

export interface SpectateDeps {
  hub: Pick<RoomHub, 'roomOf' | 'tap' | 'stateOf' | 'playerOf'>;
  crawler: (crawlerId: number) => Promise<WatchedCrawler | null>;
  /** The room the crawler stands in and what is in it, as its sponsor's own view has them. */
  view: (crawler: WatchedCrawler) => Promise<{ current: CurrentRoom; entities: TacticalEntity[] }>;
  nowMs: () => number;
  log: FastifyBaseLogger;
  delayMs?: number;
  /**
   * Pays whole spectator-minutes watched (game/fame.ts), in one transaction per call. What is not yet
   * a whole minute stays here: lost if the process stops, so a minute is never paid twice.
   */
  onWatched?: (crawlerId: number, minutes: number) => Promise<void>;
}

interface Frame {
  at: number;
  msg: ServerMessage;
  /** The first frame of a keyframe (spectate_room, its snapshot follows): where a spectator may start. */
  key?: boolean;
  /** The last frame of the feed (spectate_ended). */
  end?: boolean;
}

interface Feed {
  crawler: WatchedCrawler;
  frames: Frame[];
  /** The absolute number of frames[0] (frames are numbered from the feed's start). */
  first: number;
  /** Each spectator's next frame (absolute number). */
  spectators: Map<Spectator, number>;
  /** The room whose messages the feed takes, and how to stop taking them. */
  roomId: number | null;
  untap: (() => void) | null;
  lastKeyAt: number;
  keying: boolean;
  /** The end frame is buffered: nothing more is added. */
  ending: boolean;
  /** Spectator time (ms, summed over other sponsors' spectators) not yet paid as fame, and since when it is counted. */
  watchedMs: number;
  countedTo: number;
}

export function createSpectateRelay(deps: SpectateDeps) {
  const delay = deps.delayMs ?? SPECTATE_DELAY_MS;
  const feeds = new Map<number, Feed>();
  const feedOf = new Map<Spectator, Feed>();
  let timer: ReturnType<typeof setInterval> | null = null;

  const selfKey = (crawlerId: number) => `crawler-${crawlerId}`;

  /** Adds the time since it was last counted, times the other sponsors watching; pays whole minutes. */
  function count(feed: Feed, now: number): void {
    const since = Math.max(0, now - feed.countedTo);
    feed.countedTo = now;
    let others = 0;
    for (const s of feed.spectators.keys()) if (s.userId !== undefined && s.userId !== feed.crawler.userId) others++;
    feed.watchedMs += since * others;
    const { minutes, restMs } = spectatorMinutes(feed.watchedMs);
    if (!minutes || !deps.onWatched || feed.ending) return;
    feed.watchedMs = restMs;
    const crawlerId = feed.crawler.id;
    deps.onWatched(crawlerId, minutes).catch((err: unknown) => {
      // Not paid: counted again towards the next award.
      feed.watchedMs += minutes * FAME.spectatorMinuteMs;
      deps.log.warn({ err, crawlerId }, 'spectator fame not written');
    });
  }

  function push(feed: Feed, frame: Frame): void {
    if (feed.ending) return;
    feed.frames.push(frame);
    if (frame.end) feed.ending = true;
  }

  function end(feed: Feed, reason: SpectateEndReason, at: number): void {
    const { id, name } = feed.crawler;
    const error = reason === SpectateEndReason.died ? `${name} died.` : `${name} is no longer in the dungeon.`;
    push(feed, { at, msg: { type: 'spectate_ended', crawlerId: id, reason, error }, end: true });
  }

  /** Starts taking `roomId`'s messages (and stops taking the previous room's). */
  function retap(feed: Feed, roomId: number): void {
    if (feed.roomId === roomId && feed.untap) return;
    feed.untap?.();
    feed.roomId = roomId;
    const mine = selfKey(feed.crawler.id);
    feed.untap = deps.hub.tap(roomId, (msg) => {
      if (msg.type !== 'events' || feed.ending) return;
      const at = deps.nowMs();
      push(feed, { at, msg });
      if (msg.events.some((e) => e.type === 'died' && (e as { id?: unknown }).id === mine)) end(feed, SpectateEndReason.died, at);
    });
  }

  /** Takes a keyframe: the crawler's room as it is now, then that room's messages. */
  async function keyframe(feed: Feed): Promise<void> {
    if (feed.keying || feed.ending) return;
    feed.keying = true;
    feed.lastKeyAt = deps.nowMs();
    try {
      const row = await deps.crawler(feed.crawler.id);
      if (feeds.get(feed.crawler.id) !== feed || feed.ending) return;
      if (!row || !row.isAlive) return end(feed, row && row.status !== CRAWLER_STATUS.retired ? SpectateEndReason.died : SpectateEndReason.gone, deps.nowMs());
      if (!row.spectatingAllowed) {
        close(feed.crawler.id);
        return;
      }
      feed.crawler = row;
      const { current, entities } = await deps.view(row);
      if (feeds.get(feed.crawler.id) !== feed || feed.ending) return;
      const roomId = current.room.id;
      const live = deps.hub.roomOf(row.id) === roomId ? deps.hub.playerOf(row.id) : undefined;
      const state = deps.hub.stateOf(roomId);
      const at = deps.nowMs();
      const self = live
        ? { x: live.x, y: live.y, health: live.health, maxHealth: live.maxHealth, isAlive: live.isAlive }
        : { x: current.position.x, y: current.position.y, health: row.health, maxHealth: row.maxHealth, isAlive: row.isAlive };
      push(feed, { at, msg: { type: 'spectate_room', crawlerId: row.id, current: { ...current, position: { x: self.x, y: self.y } } }, key: true });
      push(feed, { at, msg: { type: 'snapshot', tick: state?.tick ?? 0, roomId, crawlerId: row.id, inCombat: state?.inCombat ?? false, self, entities } });
      retap(feed, roomId);
    } catch (err) {
      deps.log.warn({ err, crawlerId: feed.crawler.id }, 'spectate keyframe failed');
    } finally {
      feed.keying = false;
    }
  }

  /** Where a new spectator starts: the latest keyframe already due, else the first one to come. */
  function startOf(feed: Feed, due: number): number {
    let start = -1;
    for (let i = 0; i < feed.frames.length; i++) {
      const f = feed.frames[i]!;
      if (!f.key) continue;
      if (f.at <= due || start === -1) start = i;
      if (f.at > due) break;
    }
    return feed.first + (start === -1 ? feed.frames.length : start);
  }

  function drop(feed: Feed): void {
    feed.untap?.();
    feed.untap = null;
    for (const s of feed.spectators.keys()) feedOf.delete(s);
    feed.spectators.clear();
    if (feeds.get(feed.crawler.id) === feed) feeds.delete(feed.crawler.id);
  }

  /** Every spectator of the crawler is told at once that its sponsor turned spectating off; the feed goes. */
  function close(crawlerId: number): number {
    const feed = feeds.get(crawlerId);
    if (!feed) return 0;
    const told = feed.spectators.size;
    const error = `${feed.crawler.name}'s sponsor turned spectating off.`;
    for (const s of feed.spectators.keys()) send(s, { type: 'spectate_ended', crawlerId, reason: SpectateEndReason.disabled, error });
    drop(feed);
    return told;
  }

  function send(s: Spectator, msg: ServerMessage): void {
    try {
      s.send(msg);
    } catch (err) {
      deps.log.warn({ err }, 'spectator send failed');
    }
  }

  /** Hands out what fell due, follows the crawler into its next room, trims what nobody needs. */
  function pump(): void {
    const now = deps.nowMs();
    const due = now - delay;
    for (const feed of [...feeds.values()]) {
      count(feed, now);
      if (!feed.ending) {
        const live = deps.hub.roomOf(feed.crawler.id);
        if ((live !== undefined && live !== feed.roomId) || now - feed.lastKeyAt >= KEYFRAME_MS) void keyframe(feed);
      }
      let ended = 0;
      for (const [s, next] of feed.spectators) {
        let i = next;
        while (i - feed.first < feed.frames.length) {
          const f = feed.frames[i - feed.first]!;
          if (f.at > due) break;
          send(s, f.msg);
          i++;
          if (f.end) ended++;
        }
        feed.spectators.set(s, i);
      }
      if (feed.ending && ended > 0 && [...feed.spectators.values()].every((n) => n - feed.first >= feed.frames.length)) {
        drop(feed);
        continue;
      }
      // Keep from the latest keyframe already due (where a newcomer starts), and whatever a spectator still waits for.
      let keep = startOf(feed, due) - feed.first;
      for (const n of feed.spectators.values()) keep = Math.min(keep, n - feed.first);
      if (keep > 0) {
        feed.frames.splice(0, keep);
        feed.first += keep;
      }
    }
  }

  function unwatch(spectator: Spectator): void {
    const feed = feedOf.get(spectator);
    if (!feed) return;
    count(feed, deps.nowMs());
    feedOf.delete(spectator);
    feed.spectators.delete(spectator);
    if (!feed.spectators.size) drop(feed);
  }

  return {
    /**
     * Starts `spectator` watching the crawler (leaving whatever it watched before). Refused: an
     * unknown crawler (404), a dead one, one whose sponsor turned spectating off.
     */
    async watch(spectator: Spectator, crawlerId: number): Promise<void> {
      const row = await deps.crawler(crawlerId);
      if (!row) throw notFound('Crawler');
      if (!row.isAlive) throw new HttpError(409, ErrorCode.crawlerDead, `${row.name} is dead: there is no room to watch.`);
      if (!row.spectatingAllowed) throw new HttpError(403, ErrorCode.spectatingDisabled, `${row.name}'s sponsor has turned spectating off.`);
      unwatch(spectator);
      send(spectator, { type: 'spectating', crawlerId, name: row.name, delayMs: delay });
      let feed = feeds.get(crawlerId);
      if (!feed) {
        feed = { crawler: row, frames: [], first: 0, spectators: new Map(), roomId: null, untap: null, lastKeyAt: 0, keying: false, ending: false, watchedMs: 0, countedTo: deps.nowMs() };
        feeds.set(crawlerId, feed);
        void keyframe(feed);
      } else count(feed, deps.nowMs());
      feed.spectators.set(spectator, startOf(feed, deps.nowMs() - delay));
      feedOf.set(spectator, feed);
    },

    unwatch,

    /** How many watch the crawler now (from this process). */
    watching: (crawlerId: number): number => feeds.get(crawlerId)?.spectators.size ?? 0,

    close,
    pump,
    /** Resolves once no keyframe is being taken (tests). */
    async settle(): Promise<void> {
      while ([...feeds.values()].some((f) => f.keying)) await new Promise((r) => setTimeout(r, 5));
    },

    start(): void {
      timer ??= setInterval(pump, PUMP_MS);
      timer.unref?.();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
      for (const feed of [...feeds.values()]) drop(feed);
    },
  };
}
export type SpectateRelay = ReturnType<typeof createSpectateRelay>;

/** The refusal a spectator's socket answers every intent with. */
export const READ_ONLY_MESSAGE = 'Spectators only watch: this view cannot move, attack, dodge or join a crawler.';
