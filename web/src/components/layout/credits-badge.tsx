import { Coins } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

const formatter = new Intl.NumberFormat('en-US');

export function CreditsBadge({ credits, className }: { credits: number | null | undefined; className?: string }) {
  const value = credits ?? 0;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border border-gold-500/50 bg-gold-900/40 px-2.5 py-1 text-xs font-semibold text-gold-300',
        className,
      )}
    >
      <Coins aria-hidden className="size-3.5" />
      <span className="sr-only sm:not-sr-only">Credits</span>
      <span className="font-mono tabular-nums">{formatter.format(value)}</span>
    </span>
  );
}
