import { cn } from '../../lib/cn.ts';
import { healthPercent } from './crawler-status.ts';

/** A labelled meter: the numbers are always written out, the bar only repeats them. */
export function HealthBar({ health, maxHealth, label = 'Health', className }: { health: number; maxHealth: number; label?: string; className?: string }) {
  const percent = healthPercent(health, maxHealth);
  const colour = percent > 60 ? 'bg-moss-500' : percent > 25 ? 'bg-ember-400' : 'bg-blood-500';
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-center justify-between text-xs">
        <span className="text-ash">{label}</span>
        <span className="font-mono text-bone">
          {health} / {maxHealth}
        </span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={maxHealth}
        aria-valuenow={health}
        aria-valuetext={`${health} of ${maxHealth}`}
        className="h-2 overflow-hidden rounded-full bg-abyss"
      >
        <div className={cn('h-full rounded-full transition-[width]', colour)} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
