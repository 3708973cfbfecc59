import { cn } from '../../lib/cn.ts';

/** A labelled meter: the numbers are always written out, the bar only repeats them. */
export function Meter({ label, value, max, barClass, className }: { label: string; value: number; max: number; barClass: string; className?: string }) {
  const share = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-center justify-between text-xs">
        <span className="text-ash">{label}</span>
        <span className="font-mono text-bone">
          {value} / {max}
        </span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={`${value} of ${max}`}
        className="h-2 overflow-hidden rounded-full bg-abyss"
      >
        <div className={cn('h-full rounded-full transition-[width]', barClass)} style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
