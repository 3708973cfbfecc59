import { HealthStatus } from '#contract/health.ts';
import { Tooltip } from '../components/ui/tooltip.tsx';
import { cn } from '../lib/cn.ts';
import type { HealthState } from './health-machine.ts';

const dotStyle: Record<HealthStatus, string> = {
  healthy: 'bg-moss-400 shadow-[0_0_8px] shadow-moss-400',
  degraded: 'bg-ember-400 shadow-[0_0_8px] shadow-ember-400',
  offline: 'bg-blood-500 shadow-[0_0_8px] shadow-blood-500',
};

const explanation: Record<HealthStatus, string> = {
  healthy: 'Dungeon servers are responding normally.',
  degraded: 'Dungeon servers are slow to respond (over 5 seconds).',
  offline: 'Dungeon servers are not responding. Retrying every 10 seconds.',
};

/** Dot + label; phones show only the dot, screen readers always hear the status through the aria-label. */
export function HealthIndicator({ health }: { health: HealthState }) {
  const detail =
    health.lastLatencyMs === null || health.status === HealthStatus.offline
      ? explanation[health.status]
      : `${explanation[health.status]} Last check ${Math.round(health.lastLatencyMs)} ms.`;
  return (
    <Tooltip content={detail}>
      <span
        role="status"
        tabIndex={0}
        aria-label={`Server status: ${health.status}`}
        className="inline-flex items-center gap-2 rounded-full border border-rubble bg-abyss/60 px-2.5 py-1 max-sm:border-transparent max-sm:bg-transparent max-sm:px-1.5 text-xs text-ash focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none"
      >
        <span aria-hidden className={cn('size-2 rounded-full', dotStyle[health.status])} />
        <span aria-hidden className="capitalize max-sm:hidden">
          {health.status}
        </span>
      </span>
    </Tooltip>
  );
}
