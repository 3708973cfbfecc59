import { healthPercent } from './crawler-status.ts';
import { Meter } from './meter.tsx';

/** Health as a meter whose colour warns as it drops. */
export function HealthBar({ health, maxHealth, label = 'Health', className }: { health: number; maxHealth: number; label?: string; className?: string }) {
  const percent = healthPercent(health, maxHealth);
  const colour = percent > 60 ? 'bg-moss-500' : percent > 25 ? 'bg-ember-400' : 'bg-blood-500';
  return <Meter label={label} value={health} max={maxHealth} barClass={colour} className={className} />;
}
