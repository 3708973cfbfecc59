// The bankruptcy report: a crawler's life built from its log (game/report.ts derives the
// numbers) plus what only its row and items hold (final attributes and equipment). Readable exactly
// when its log is (record-service.ts): public once dead, its sponsor's while it lives.
import type { BankruptcyReport } from '#contract/report.ts';
import { describeEntry, type LogEntry } from '#game/event-log.ts';
import { causeOfDeath, experienceCurve, fameEarned, goldEarned, killsByType, lifeSpan, questsCompleted, replayPath, reportStatus, reportTail, roomsExploredByFloor } from '#game/report.ts';
import { ATTRIBUTES, EQUIPMENT_SLOTS, type EquipmentSlot } from '#game/vocabulary.ts';
import { HttpError } from '../http/errors.ts';
import type { CrawlerRow } from '../repositories/crawler-repository.ts';
import type { EventLogRepository } from '../repositories/event-log-repository.ts';
import type { ItemRepository } from '../repositories/item-repository.ts';
import type { SeasonRepository } from '../repositories/season-repository.ts';
import { toCrawler, toItem } from './crawler-view.ts';
import type { DungeonService } from './dungeon-service.ts';
import type { RecordService } from './record-service.ts';
import { renderReportCard } from './report-card.ts';
import { reportPageHead } from './report-page-head.ts';

/** Dead crawlers' cards kept (a dead crawler's report never changes); the oldest is dropped past this. */
const CARD_CACHE_SIZE = 500;
/** A living crawler's card is redrawn at most this often (a link preview is fetched in bursts). */
const LIVING_CARD_MS = 60_000;

interface Deps {
  /** Absolute origin the share preview's image URL is built on (env.publicUrl). */
  publicUrl: string;
  record: RecordService;
  log: EventLogRepository;
  items: ItemRepository;
  seasons: SeasonRepository;
  dungeon: DungeonService;
  clock: () => Date;
}

export function createReportService(deps: Deps) {
  const { record, log, items, seasons, dungeon, clock } = deps;
  const cards = new Map<number, { png: Buffer; until: number | null }>();

  /** A room's name from the season's dungeon when the log never named it (the start room). */
  function roomName(seasonId: number, roomId: number | null): string | null {
    return roomId === null ? null : (dungeon.forSeason(seasonId)?.room(roomId)?.name ?? null);
  }

  async function build(row: CrawlerRow): Promise<BankruptcyReport> {
    const now = clock();
    const [entries, owned, season] = await Promise.all([log.all(row.id), items.listByCrawler(row.id), seasons.findById(row.seasonId)]);
    const crawler = toCrawler(row, now);
    const status = reportStatus({ isAlive: row.isAlive, retired: row.retiredAt !== null });
    const equipment = Object.fromEntries(EQUIPMENT_SLOTS.map((slot) => [slot, null])) as BankruptcyReport['equipment'];
    for (const r of owned) if (r.equippedSlot) equipment[r.equippedSlot as EquipmentSlot] = toItem(r);
    return {
      crawlerId: row.id,
      name: row.name,
      serial: row.serial,
      className: crawler.class.name,
      seasonNumber: season?.seasonNumber ?? null,
      status,
      causeOfDeath: status === 'dead' ? deathOf(row, entries) : null,
      finalStats: {
        attributes: Object.fromEntries(ATTRIBUTES.map((a) => [a, row[a]])) as BankruptcyReport['finalStats']['attributes'],
        level: crawler.level,
        experience: crawler.experience,
        health: crawler.health,
        maxHealth: crawler.maxHealth,
        gold: crawler.gold,
      },
      equipment,
      experienceCurve: experienceCurve(entries),
      goldEarned: goldEarned(entries),
      fame: fameEarned(entries),
      roomsExplored: roomsExploredByFloor(entries),
      killsByType: killsByType(entries),
      questsCompleted: questsCompleted(entries),
      timeSurvived: lifeSpan(entries, { createdAtMs: row.createdAt.getTime(), endedAtMs: (row.diedAt ?? row.retiredAt)?.getTime() ?? null }, now.getTime()),
      lastEvents: reportTail(entries).map((e) => ({ seq: e.seq, tick: e.tick, at: e.at, kind: e.kind, text: describeEntry(row.name, e) })),
      replayPath: replayPath(row.id),
    };
  }

  /** The log's account of the death; the row's (where and when, no killer) if the log has none. */
  function deathOf(row: CrawlerRow, entries: readonly LogEntry[]): BankruptcyReport['causeOfDeath'] {
    const death = causeOfDeath(entries);
    if (death) return { ...death, roomName: death.roomName ?? roomName(row.seasonId, death.roomId) };
    return {
      killerId: null,
      killerName: null,
      roomId: row.currentRoomId,
      roomName: roomName(row.seasonId, row.currentRoomId),
      floor: row.currentFloor,
      tick: null,
      at: (row.diedAt ?? row.createdAt).getTime(),
    };
  }

  return {
    /** The report, when the viewer may read the crawler's record; 404 otherwise. */
    async report(viewerId: string | null, crawlerId: number): Promise<BankruptcyReport> {
      return build(await record.readable(viewerId, crawlerId));
    },

    /**
     * The report's Open Graph card (PNG), under the same rule as the report. `final`: the crawler's
     * story is over, so the card never changes (cached here and by whoever fetched it).
     */
    async card(viewerId: string | null, crawlerId: number): Promise<{ png: Buffer; final: boolean }> {
      const row = await record.readable(viewerId, crawlerId);
      const now = clock().getTime();
      const hit = cards.get(row.id);
      if (hit && (hit.until === null || hit.until > now)) return { png: hit.png, final: hit.until === null };
      const report = await build(row);
      const final = report.status !== 'alive';
      const png = renderReportCard(report);
      cards.delete(row.id);
      cards.set(row.id, { png, until: final ? null : now + LIVING_CARD_MS });
      if (cards.size > CARD_CACHE_SIZE) cards.delete(cards.keys().next().value!);
      return { png, final };
    },

    /** The report page's share meta tags, or null when the viewer may not read this crawler. */
    async pageHead(viewerId: string | null, crawlerId: number): Promise<string | null> {
      const row = await record.readable(viewerId, crawlerId).catch((e: unknown) => {
        if (e instanceof HttpError && e.statusCode === 404) return null;
        throw e;
      });
      return row ? reportPageHead(await build(row), deps.publicUrl) : null;
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
