// The report page's share preview: Open Graph and Twitter meta tags put into the served
// index.html, so a link to a dead crawler's report unfurls with its card. Only for a crawler the
// reader may see: a living crawler's name never reaches a stranger's preview.
import type { BankruptcyReport } from '#contract/report.ts';
import { formatDuration, reportPath } from '#game/report.ts';

/** The report page's path with the crawler id, or null for any other path. */
export function reportPageId(path: string): number | null {
  const m = /^\/crawler\/(\d{1,10})\/report\/?$/.exec(path);
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function reportOgImagePath(crawlerId: number): string {
  return `/api/crawlers/${crawlerId}/report/og.png`;
}

function attr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
}

export function reportTitle(r: BankruptcyReport): string {
  return r.status === 'dead' ? `${r.name} [${r.serial}]: Bankruptcy Report` : `${r.name} [${r.serial}]: Crawler Report`;
}

export function reportDescription(r: BankruptcyReport): string {
  const kills = r.killsByType.reduce((n, k) => n + k.count, 0);
  const tally = `Level ${r.finalStats.level}, ${r.goldEarned} gold earned, ${kills} ${kills === 1 ? 'kill' : 'kills'}.`;
  const lasted = formatDuration(r.timeSurvived.ms);
  const d = r.causeOfDeath;
  if (r.status === 'dead' && d) {
    const where = d.roomName ? `${d.roomName} on Floor ${d.floor}` : `Floor ${d.floor}`;
    return `${d.killerName ? `Slain by ${d.killerName}` : 'Slain'} in ${where} after ${lasted}. ${tally}`;
  }
  if (r.status === 'retired') return `Retired alive at the end of the season after ${lasted}. ${tally}`;
  return `Still crawling after ${lasted}. ${tally}`;
}

/** The meta tags (one per line) for a readable crawler's report page. */
export function reportPageHead(r: BankruptcyReport, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  const title = reportTitle(r);
  const description = reportDescription(r);
  const image = `${base}${reportOgImagePath(r.crawlerId)}`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', 'Crawl to Fame'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', `${base}${reportPath(r.crawlerId)}`],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', `${title}. ${description}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${attr(content)}">`).join('\n    ');
}

