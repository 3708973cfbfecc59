// How the season ladder shows a category's value and a crawler's standing. Pure: the
// screen and its tests share it.
import { LADDER_CATEGORIES, LADDER_CATEGORY, isLadderCategory, type LadderCategory } from '#game/ladder.ts';
import { DEFAULT_LADDER_CATEGORY } from '#contract/ladder.ts';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, one: string, many: string) => `${whole.format(n)} ${n === 1 ? one : many}`;

/** Time alive, to the largest two units: '3d 4h', '2h 14m', '14m', and '45s' under a minute. */
export function formatSurvival(ms: number): string {
  const t = Math.max(0, Math.floor(ms));
  if (t >= DAY) return `${Math.floor(t / DAY)}d ${Math.floor((t % DAY) / HOUR)}h`;
  if (t >= HOUR) return `${Math.floor(t / HOUR)}h ${Math.floor((t % HOUR) / MINUTE)}m`;
  if (t >= MINUTE) return `${Math.floor(t / MINUTE)}m`;
  return `${Math.floor(t / 1000)}s`;
}

/** A category's value as the ladder shows it. */
export function formatLadderValue(category: LadderCategory, value: number): string {
  switch (category) {
    case 'deepest_floor':
      return `Floor ${whole.format(value)}`;
    case 'gold':
      return plural(value, 'gold', 'gold');
    case 'kills':
      return plural(value, 'kill', 'kills');
    case 'explorer':
      return plural(value, 'room', 'rooms');
    case 'fame':
      return `${whole.format(value)} fame`;
    case 'survival':
      return formatSurvival(value);
  }
}

/** Tabs in the game's order; the label is the category's own. */
export const LADDER_TABS = LADDER_CATEGORIES.map((category) => ({ category, label: LADDER_CATEGORY[category].label }));

/** The category a '?category=' names, or the default for anything else. */
export function categoryFromSearch(value: string | null): LadderCategory {
  return isLadderCategory(value) ? value : DEFAULT_LADDER_CATEGORY;
}

/** What the ladder says of a crawler whose run has ended: retired at a season's end, or dead. */
export function endedLabel(entry: { isAlive: boolean; status: string }): 'Deceased' | 'Retired' | null {
  if (entry.isAlive) return null;
  return entry.status === 'retired' ? 'Retired' : 'Deceased';
}

/** A dead (or retired) crawler's report is public: the ladder links its name there. */
export const reportPath = (crawlerId: number) => `/crawler/${crawlerId}/report`;

/** 'Name [serial]' with the dashboard's fallbacks for blank parts. */
export function crawlerLabel(entry: { name: string; serial: string }): { name: string; serial: string } {
  return { name: entry.name.trim() || 'Unknown', serial: entry.serial.trim() || '???' };
}
