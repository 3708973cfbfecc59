import type { ReplayFrame } from '#game/event-log.ts';
import { HealthBar } from '../../../components/crawler/health-bar.tsx';
import { formatDuration } from './replay-format.ts';

/** What the crawler had at the current entry: where, its health, level, gold, and when. */
export function ReplayHud({ frame, roomName, tick, elapsedMs, at }: { frame: ReplayFrame; roomName: string; tick: number; elapsedMs: number; at: number }) {
  const when = new Date(at).toISOString().replace('T', ' ').slice(0, 19);
  return (
    <div className="flex flex-col gap-3">
      <HealthBar health={frame.health} maxHealth={frame.maxHealth} />
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <HudItem label="Floor" value={String(frame.floor)} />
        <HudItem label="Level" value={String(frame.level)} />
        <HudItem label="Room" value={roomName} wide />
        <HudItem label="Gold" value={String(frame.gold)} />
        <HudItem label="Kills" value={String(frame.kills)} />
        <HudItem label="Tick" value={String(tick)} />
        <HudItem label="Time" value={formatDuration(elapsedMs)} title={`${when} UTC`} />
      </dl>
    </div>
  );
}

function HudItem({ label, value, wide, title }: { label: string; value: string; wide?: boolean; title?: string }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs text-ash">{label}</dt>
      <dd className="font-mono break-words text-bone" title={title}>
        {value}
      </dd>
    </div>
  );
}
