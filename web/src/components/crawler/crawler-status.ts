import { displayStatus, type CrawlerStatus, type UNKNOWN_STATUS } from '#game/vocabulary.ts';

export type StatusTone = 'active' | 'resting' | 'down';
export type CardAction = 'enter' | 'recovering' | 'deceased';

export interface CrawlerCardState {
  status: CrawlerStatus | typeof UNKNOWN_STATUS;
  /** Dot colour: green pulsing for active, yellow for resting, red otherwise. */
  tone: StatusTone;
  /** The words beside the dot, so the state never depends on colour alone. */
  label: string;
  action: CardAction;
}

const STATUS_LABEL: Record<CrawlerStatus | typeof UNKNOWN_STATUS, string> = {
  active: 'Active',
  resting: 'Resting',
  dead: 'Dead',
  retired: 'Retired',
  unknown: 'Unknown',
};

/**
 * Crawler card: only an alive, active crawler can be entered; resting shows a disabled
 * 'Recovering...', anything else a disabled 'Deceased'. A dead crawler never shows as active or
 * resting, whatever its status field says.
 */
export function crawlerCardState(crawler: { status: string; isAlive: boolean }): CrawlerCardState {
  const status = displayStatus(crawler.status);
  if (crawler.isAlive && status === 'active') return { status, tone: 'active', label: STATUS_LABEL.active, action: 'enter' };
  if (crawler.isAlive && status === 'resting') return { status, tone: 'resting', label: STATUS_LABEL.resting, action: 'recovering' };
  // Not alive: dead, unless the season ended with it alive (retired).
  const label = crawler.isAlive || status === 'retired' ? STATUS_LABEL[status] : STATUS_LABEL.dead;
  return { status, tone: 'down', label, action: 'deceased' };
}

export const CARD_ACTION_TEXT = {
  enter: 'Enter Crawler Mode',
  recovering: 'Recovering...',
  deceased: 'Deceased',
} as const satisfies Record<CardAction, string>;

/** Avatar rule: a generated image only when both name and serial are non-blank. */
export function avatarSeed(name: string | null | undefined, serial: string | null | undefined): string | null {
  const n = name?.trim() ?? '';
  const s = serial?.trim() ?? '';
  return n && s ? `${n}${s}` : null;
}

/** The text shown instead of an image: 'name [serial]' with the fallbacks 'Unknown' and '???'. */
export function avatarFallbackText(name: string | null | undefined, serial: string | null | undefined): string {
  return `${name?.trim() || 'Unknown'} [${serial?.trim() || '???'}]`;
}

/** Health as a whole percentage of the maximum, 0..100 (0 when the maximum is not positive). */
export function healthPercent(health: number, maxHealth: number): number {
  if (maxHealth <= 0) return 0;
  return Math.round(Math.min(100, Math.max(0, (health / maxHealth) * 100)));
}
