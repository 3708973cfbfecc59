// The report's Open Graph image: a 1200x630 card drawn as SVG here and rendered to PNG by
// resvg with the DejaVu TTF files shipped in an npm package, so it needs no system font and no
// network (docs/decisions/0011-og-images.md).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { BankruptcyReport } from '#contract/report.ts';
import { formatDuration } from '#game/report.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSerif-Bold.ttf', 'DejaVuSansMono.ttf'].map((f) => join(FONT_DIR, f));

// The dungeon theme (web/src/styles.css), so the card looks like the page it links to.
const C = {
  abyss: '#0c0a08',
  crypt: '#15120f',
  rubble: '#2f2822',
  flagstone: '#453b32',
  ash: '#9a9084',
  bone: '#ece4d6',
  gold300: '#f2cd66',
  gold500: '#c98b16',
  blood300: '#f08a80',
  blood500: '#c2362b',
  moss400: '#6fcf72',
} as const;

const MARGIN = 72;
const INNER = CARD_WIDTH - 2 * MARGIN;

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Cuts `text` to `max` characters with an ellipsis (by code point, so no surrogate is split). */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, Math.max(1, max - 1)).join('').trimEnd()}…`;
}

/** The largest size from `max` down to `min` at which `text` fits `width` (average glyph ≈ `em` of the size). */
function fitSize(text: string, width: number, max: number, min: number, em: number): number {
  return Math.max(min, Math.min(max, Math.floor(width / ([...text].length * em))));
}

function stamp(report: BankruptcyReport): { text: string; color: string } {
  if (report.status === 'dead') return { text: 'BANKRUPT', color: C.blood500 };
  if (report.status === 'retired') return { text: 'RETIRED', color: C.gold500 };
  return { text: `LEVEL ${report.finalStats.level}`, color: C.moss400 };
}

function storyLines(report: BankruptcyReport, deepest: number): [string, string] {
  const d = report.causeOfDeath;
  if (report.status === 'dead' && d) {
    const where = [`Floor ${d.floor}`, d.roomName].filter(Boolean).join(' · ');
    return [d.killerName ? `Slain by ${truncate(d.killerName, 40)}` : 'Slain in the dungeon', truncate(where, 60)];
  }
  if (report.status === 'retired') return [`Retired alive at the end of Season ${report.seasonNumber ?? '?'}`, `Reached Floor ${deepest} · still standing`];
  return ['Still crawling', `Reached Floor ${deepest} · run in progress`];
}

/** The card as SVG text (every piece of user text escaped). */
export function reportCardSvg(report: BankruptcyReport): string {
  const name = truncate(report.name, 40);
  const nameSize = fitSize(name, INNER, 68, 36, 0.66);
  const s = stamp(report);
  const kills = report.killsByType.reduce((n, k) => n + k.count, 0);
  const deepest = Math.max(report.causeOfDeath?.floor ?? 1, ...report.roomsExplored.map((r) => r.floor));
  const [story, where] = storyLines(report, deepest);
  const boxes: [string, string][] = [
    ['TIME SURVIVED', formatDuration(report.timeSurvived.ms)],
    ['GOLD EARNED', String(report.goldEarned)],
    [report.status === 'dead' ? 'FLOOR REACHED' : 'DEEPEST FLOOR', String(deepest)],
    ['KILLS', String(kills)],
  ];
  const gap = 16;
  const boxW = (INNER - gap * (boxes.length - 1)) / boxes.length;
  const stampW = s.text.length * 38 + 60;
  const season = report.seasonNumber === null ? '' : ` · SEASON ${report.seasonNumber}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs>
    <radialGradient id="torch" cx="50%" cy="-10%" r="80%"><stop offset="0" stop-color="#e4aa2b" stop-opacity="0.22"/><stop offset="1" stop-color="#e4aa2b" stop-opacity="0"/></radialGradient>
    <radialGradient id="blood" cx="100%" cy="100%" r="60%"><stop offset="0" stop-color="${C.blood500}" stop-opacity="0.18"/><stop offset="1" stop-color="${C.blood500}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${C.abyss}"/>
  <rect x="24" y="24" width="${CARD_WIDTH - 48}" height="${CARD_HEIGHT - 48}" rx="20" fill="${C.crypt}" stroke="${C.flagstone}" stroke-width="2"/>
  <rect x="24" y="24" width="${CARD_WIDTH - 48}" height="${CARD_HEIGHT - 48}" rx="20" fill="url(#torch)"/>
  <rect x="24" y="24" width="${CARD_WIDTH - 48}" height="${CARD_HEIGHT - 48}" rx="20" fill="url(#blood)"/>
  <rect x="36" y="36" width="${CARD_WIDTH - 72}" height="${CARD_HEIGHT - 72}" rx="14" fill="none" stroke="${C.gold500}" stroke-opacity="0.35" stroke-width="1.5"/>
  <text x="${MARGIN}" y="104" font-family="DejaVu Sans" font-weight="bold" font-size="22" letter-spacing="6" fill="${C.gold500}">CRAWL TO FAME${esc(season)}</text>
  <g transform="rotate(-6 ${CARD_WIDTH - MARGIN - stampW / 2} 96)">
    <rect x="${CARD_WIDTH - MARGIN - stampW}" y="56" width="${stampW}" height="80" rx="10" fill="${s.color}" fill-opacity="0.12" stroke="${s.color}" stroke-width="5"/>
    <text x="${CARD_WIDTH - MARGIN - stampW / 2}" y="113" text-anchor="middle" font-family="DejaVu Serif" font-weight="bold" font-size="46" letter-spacing="4" fill="${s.color}">${esc(s.text)}</text>
  </g>
  <text x="${MARGIN}" y="228" font-family="DejaVu Serif" font-weight="bold" font-size="${nameSize}" fill="${C.bone}">${esc(name)}</text>
  <text x="${MARGIN}" y="282" font-family="DejaVu Sans Mono" font-size="28" fill="${C.gold300}">[${esc(truncate(report.serial, 24))}]<tspan dx="18" font-family="DejaVu Sans" fill="${C.ash}">${esc(report.className)} · Level ${report.finalStats.level}</tspan></text>
  <text x="${MARGIN}" y="358" font-family="DejaVu Sans" font-weight="bold" font-size="38" fill="${report.status === 'dead' ? C.blood300 : C.bone}">${esc(story)}</text>
  <text x="${MARGIN}" y="404" font-family="DejaVu Sans" font-size="28" fill="${C.ash}">${esc(where)}</text>
  ${boxes
    .map(([label, value], i) => {
      const x = MARGIN + i * (boxW + gap);
      return `<g>
    <rect x="${x}" y="448" width="${boxW}" height="116" rx="12" fill="${C.abyss}" fill-opacity="0.7" stroke="${C.rubble}" stroke-width="2"/>
    <text x="${x + 20}" y="484" font-family="DejaVu Sans" font-weight="bold" font-size="16" letter-spacing="3" fill="${C.ash}">${label}</text>
    <text x="${x + 20}" y="538" font-family="DejaVu Serif" font-weight="bold" font-size="${fitSize(value, boxW - 40, 42, 24, 0.7)}" fill="${C.gold300}">${esc(value)}</text>
  </g>`;
    })
    .join('\n  ')}
</svg>`;
}

/** The card as PNG bytes. */
export function renderReportCard(report: BankruptcyReport): Buffer {
  const resvg = new Resvg(reportCardSvg(report), {
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'DejaVu Sans' },
    fitTo: { mode: 'original' },
  });
  return resvg.render().asPng();
}
