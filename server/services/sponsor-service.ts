// Candidates and sponsorship: a sponsor picks from an offer of 30 generated
// candidates; primary sponsorship is once per season, secondary always. The server regenerates the
// offer it showed and refuses any payload that is not exactly one of its candidates.
import type { Candidate, CreateCrawlerBody, UserStatus } from '#contract/crawler.ts';
import { SPONSORSHIP_RULES } from '#contract/crawler.ts';
import { ErrorCode } from '#contract/errors.ts';
import { findCandidate, generateCandidates, startingSlots } from '#game/candidates.ts';
import { CRAWLER } from '#game/constants.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import { maxVitals } from '#game/progression.ts';
import { hashString } from '#game/rng.ts';
import { CRAWLER_STATUS, SPONSORSHIP_KIND } from '#game/vocabulary.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { CrawlerRepository, CrawlerRow } from '../repositories/crawler-repository.ts';
import type { ItemRepository } from '../repositories/item-repository.ts';
import type { SeasonRepository } from '../repositories/season-repository.ts';
import type { SponsorRepository } from '../repositories/user-repository.ts';
import type { DungeonRepository } from '../repositories/dungeon-repository.ts';
import type { DungeonService } from './dungeon-service.ts';
import type { EventRecorder } from './event-recorder.ts';
import { isLive, NO_SEASON_MESSAGE } from './season-service.ts';

interface Deps {
  db: Db;
  seasons: SeasonRepository;
  sponsors: SponsorRepository;
  crawlers: CrawlerRepository;
  items: ItemRepository;
  dungeons: DungeonRepository;
  dungeon: DungeonService;
  clock: () => Date;
  recorder?: EventRecorder;
}

function offerSeed(userId: string, seasonSeed: number, offer: number): number {
  return (hashString(`${userId}:${offer}`) ^ seasonSeed) >>> 0;
}

export function createSponsorService(deps: Deps) {
  const { db, seasons, sponsors, crawlers, items, dungeons, dungeon, clock } = deps;

  /** The live season (an ended one, or one whose end date has passed, takes no new crawlers). */
  async function activeSeason() {
    const season = await seasons.findActive();
    if (!isLive(season, clock())) throw new HttpError(404, ErrorCode.noActiveSeason, NO_SEASON_MESSAGE);
    return season;
  }

  const primaryAvailable = (last: number | null, current: number) => last === null || last < current;

  return {
    async candidates(userId: string): Promise<Candidate[]> {
      const season = await activeSeason();
      const sponsor = await sponsors.find(userId);
      if (!sponsor) throw new HttpError(404, ErrorCode.notFound, 'User not found');
      return generateCandidates(offerSeed(userId, season.seed, sponsor.candidateOffer));
    },

    async status(userId: string): Promise<UserStatus> {
      const season = await seasons.findActive();
      const sponsor = await sponsors.find(userId);
      const last = sponsor?.lastPrimarySponsorshipSeason ?? null;
      const current = season?.seasonNumber ?? null;
      const open = isLive(season, clock());
      return {
        currentSeasonNumber: current,
        primarySponsorshipUsed: current !== null && last !== null && last >= current,
        lastPrimarySponsorshipSeason: last,
        canSponsorPrimary: open && current !== null && primaryAvailable(last, current),
        canSponsorSecondary: open,
      };
    },

    /** Creates the crawler, its starting items, the sponsorship record and the activity at once. */
    async sponsor(userId: string, body: CreateCrawlerBody & { sponsorship: 'primary' | 'secondary' }): Promise<CrawlerRow> {
      const season = await activeSeason();
      return db.transaction(async (tx) => {
        const sponsor = await sponsors.lock(userId, tx);
        if (!sponsor) throw new HttpError(404, ErrorCode.notFound, 'User not found');
        const offer = generateCandidates(offerSeed(userId, season.seed, sponsor.candidateOffer));
        const candidate = findCandidate(offer, body);
        if (!candidate) {
          throw new HttpError(400, ErrorCode.candidateMismatch, 'That crawler is not one of the candidates offered to you. Reload the candidate list and choose again.');
        }
        const primary = body.sponsorship === SPONSORSHIP_KIND.primary;
        if (primary && !primaryAvailable(sponsor.lastPrimarySponsorshipSeason, season.seasonNumber)) {
          throw new HttpError(409, ErrorCode.primarySponsorshipUsed, SPONSORSHIP_RULES.primaryUsedMessage);
        }
        const vitals = maxVitals(candidate.stats, CRAWLER.startingLevel);
        const now = clock();
        const entrance = (await dungeon.ensure(season.id, season.seed)).entrance(CRAWLER.startingFloor) ?? null;
        const created = await crawlers.insert(
          {
            userId,
            seasonId: season.id,
            sponsorship: body.sponsorship,
            name: candidate.name,
            serial: candidate.serial,
            classification: candidate.classification,
            status: CRAWLER_STATUS.active,
            isAlive: true,
            might: candidate.stats.might,
            agility: candidate.stats.agility,
            endurance: candidate.stats.endurance,
            intellect: candidate.stats.intellect,
            charisma: candidate.stats.charisma,
            wisdom: candidate.stats.wisdom,
            luck: candidate.stats.luck,
            health: candidate.stats.health,
            maxHealth: Math.max(vitals.maxHealth, candidate.stats.health),
            energy: vitals.maxEnergy,
            maxEnergy: vitals.maxEnergy,
            power: vitals.maxPower,
            maxPower: vitals.maxPower,
            experience: CRAWLER.startingExperience,
            level: CRAWLER.startingLevel,
            gold: CRAWLER.startingGold,
            memory: CRAWLER.memoryDefault,
            energyRegen: CRAWLER.energyRegenDefault,
            currentFloor: CRAWLER.startingFloor,
            currentRoomId: entrance?.id ?? null,
            background: candidate.background,
            competencies: candidate.competencies,
            topAbility: candidate.topAbility,
            lastEnergyRegen: now,
            createdAt: now,
            roomsExplored: entrance ? 1 : 0,
            deepestFloor: CRAWLER.startingFloor,
          },
          tx,
        );
        if (entrance) await dungeons.markExplored(created.id, entrance.id, now, tx);
        const given = await items.give(created.id, candidate.startingEquipment.map((e) => e.key), tx);
        // The candidate's weapon, armour and trinket are worn from the start (the card promised them).
        // Rows are matched by their item key, not by the order the database answered in.
        for (const { index, slot } of startingSlots(candidate.startingEquipment)) {
          const row = given.find((g) => g.templateKey === candidate.startingEquipment[index]?.key);
          if (row) await items.setSlot(row.id, slot, tx);
        }
        await deps.recorder?.record(tx, [
          {
            crawlerId: created.id,
            at: now.getTime(),
            roomId: created.currentRoomId,
            kind: 'sponsored',
            data: {
              seed: season.seed,
              seasonNumber: season.seasonNumber,
              name: created.name,
              serial: created.serial,
              sponsorship: body.sponsorship,
              className: candidate.className,
              floor: created.currentFloor,
              roomId: created.currentRoomId,
              roomKey: entrance?.key ?? null,
              x: created.positionX,
              y: created.positionY,
              health: created.health,
              maxHealth: created.maxHealth,
              level: created.level,
              experience: created.experience,
              gold: created.gold,
              items: given.map((i) => ({ id: i.id, key: i.templateKey, name: itemByKey(i.templateKey)?.name ?? i.templateKey })),
            },
          },
        ]);
        await sponsors.update(
          userId,
          {
            activeCrawlerId: created.id,
            candidateOffer: sponsor.candidateOffer + 1,
            updatedAt: now,
            ...(primary ? { lastPrimarySponsorshipSeason: season.seasonNumber } : {}),
          },
          tx,
        );
        return created;
      });
    },
  };
}
export type SponsorService = ReturnType<typeof createSponsorService>;
