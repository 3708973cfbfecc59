// The hall of fame page's pure rules: which seasons it offers, which one and which
// category it shows from the address, and how each category's value reads.
import type { SeasonSummary } from '#contract/season.ts';
import { isLadderCategory, LADDER_CATEGORIES, type LadderCategory } from '#game/ladder.ts';

export const HALL_OF_FAME_TEXT = {
  title: 'Hall of Fame',
  kicker: 'SEASON RECORDS',
  intro: "Every ended season's ladder, frozen the moment the season closed: the deepest, the richest, the deadliest, the longest-lived and the most curious crawlers of each.",
  loadingSeasons: 'Loading seasons...',
  seasonsFailed: 'Could not load the seasons',
  empty: 'No season has ended yet',
  emptyDetail: 'The first hall of fame is written when the current season ends. Until then, the crawlers are still making history.',
  loadingTop: 'Loading the hall of fame...',
  topFailed: 'Could not load the hall of fame',
  emptyCategory: 'No crawler was ranked in this category.',
  backHome: 'Back to Crawl to Fame',
  retired: 'Retired',
  deceased: 'Deceased',
} as const;

/** Seasons with a hall of fame (their end carried out), newest first. */
export function endedSeasons(seasons: readonly SeasonSummary[]): SeasonSummary[] {
  return seasons.filter((s) => s.endedAt !== null).sort((a, b) => b.seasonNumber - a.seasonNumber);
}

/** The season the address asks for when it has a hall of fame, else the newest that has one. */
export function chosenSeason(ended: readonly SeasonSummary[], asked: string | null): SeasonSummary | null {
  return ended.find((s) => String(s.seasonNumber) === asked) ?? ended[0] ?? null;
}

/** The category the address asks for, else the first of the ladder's. */
export function chosenCategory(asked: string | null): LadderCategory {
  return isLadderCategory(asked) ? asked : LADDER_CATEGORIES[0]!;
}

const number = new Intl.NumberFormat('en-US');
const plural = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;

/** A duration in ms as its two largest units: '3d 4h', '4h 12m', '12m 5s', '45s'. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const parts: [number, string][] = [
    [Math.floor(total / 86_400), 'd'],
    [Math.floor((total % 86_400) / 3600), 'h'],
    [Math.floor((total % 3600) / 60), 'm'],
    [total % 60, 's'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  if (first === -1) return '0s';
  return parts
    .slice(first, first + 2)
    .filter(([n], i) => i === 0 || n > 0)
    .map(([n, unit]) => `${n}${unit}`)
    .join(' ');
}

/** A category's value as it reads in the list. */
export function formatLadderValue(category: LadderCategory, value: number): string {
  switch (category) {
    case 'deepest_floor':
      return `Floor ${number.format(value)}`;
    case 'gold':
      return `${number.format(value)} gold`;
    case 'kills':
      return plural(value, 'kill', 'kills');
    case 'explorer':
      return plural(value, 'room', 'rooms');
    case 'fame':
      return `${number.format(value)} fame`;
    case 'survival':
      return formatDuration(value);
  }
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Nov 21, 2026 – Dec 21, 2026' (UTC): when the season ran. */
export function seasonSpan(season: Pick<SeasonSummary, 'startDate' | 'endDate' | 'endedAt'>): string {
  const end = season.endedAt ?? season.endDate;
  return `${dateFormat.format(new Date(season.startDate))} – ${end ? dateFormat.format(new Date(end)) : 'open-ended'}`;
}
