// The top three positions of a ranking are coloured gold, silver and bronze (the dashboard's
// 'Top Crawlers by Gold' and the season ladder share these).

export type PodiumTone = 'gold' | 'silver' | 'bronze';

export function podiumTone(rank: number): PodiumTone | null {
  return rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null;
}

export const podiumStyle = {
  gold: { chip: 'border-yellow-400/70 bg-yellow-400/15 text-yellow-300', name: 'text-yellow-300' },
  silver: { chip: 'border-slate-300/70 bg-slate-300/10 text-slate-200', name: 'text-slate-200' },
  bronze: { chip: 'border-orange-600/70 bg-orange-700/15 text-orange-400', name: 'text-orange-400' },
} as const satisfies Record<PodiumTone, { chip: string; name: string }>;
