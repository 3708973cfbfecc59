import { Coins, Crosshair, Hourglass, Map as MapIcon, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BankruptcyReport } from '#contract/report.ts';
import { formatDuration } from '#game/report.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

function Tally({ id, icon, title, value, note }: { id: string; icon: ReactNode; title: string; value: string; note: string }) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader className="pb-1">
        <CardTitle as="h2" id={id} className="text-base">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="font-display text-3xl font-black text-bone">{value}</p>
        <p className="mt-1 text-xs text-ash">{note}</p>
      </CardContent>
    </Card>
  );
}

export function TimeSurvivedCard({ report }: { report: BankruptcyReport }) {
  const t = report.timeSurvived;
  const from = new Date(t.startedAt).toLocaleDateString(undefined, { dateStyle: 'medium' });
  const note = report.status === 'alive' ? `Since ${from}, and counting` : report.status === 'retired' ? `From ${from} to the season's end` : `From ${from} to the killing blow`;
  return <Tally id="report-time" icon={<Hourglass aria-hidden className="size-5" />} title="Time survived" value={formatDuration(t.ms)} note={note} />;
}

export function GoldEarnedCard({ report }: { report: BankruptcyReport }) {
  return (
    <Tally
      id="report-gold"
      icon={<Coins aria-hidden className="size-5" />}
      title="Gold earned"
      value={report.goldEarned.toLocaleString('en-US')}
      note={`From kills and quests. Purse at the end: ${report.finalStats.gold.toLocaleString('en-US')} gold`}
    />
  );
}

export function FameEarnedCard({ report }: { report: BankruptcyReport }) {
  const { total, bySource } = report.fame;
  const note = bySource.length ? bySource.map((s) => `${s.label} ${s.amount.toLocaleString('en-US')}`).join(' • ') : 'No fame yet: the audience is waiting';
  return <Tally id="report-fame" icon={<Star aria-hidden className="size-5" />} title="Fame" value={total.toLocaleString('en-US')} note={note} />;
}

/** A labelled count with a bar relative to the largest in its list. */
function BarRow({ label, count, max, unit, barClass }: { label: string; count: number; max: number; unit: string; barClass: string }) {
  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 break-words text-bone">{label}</span>
        <span className="shrink-0 font-mono text-bone">
          {count} <span className="text-xs text-ash">{unit}</span>
        </span>
      </div>
      <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-abyss">
        <div className={`h-full rounded-full ${barClass}`} style={{ width: `${max > 0 ? Math.max(4, (count / max) * 100) : 0}%` }} />
      </div>
    </li>
  );
}

export function RoomsExploredCard({ report }: { report: BankruptcyReport }) {
  const floors = report.roomsExplored;
  const total = floors.reduce((n, f) => n + f.rooms, 0);
  const max = Math.max(0, ...floors.map((f) => f.rooms));
  return (
    <Card aria-labelledby="report-rooms">
      <CardHeader>
        <CardTitle id="report-rooms">
          <MapIcon aria-hidden className="size-5" />
          Rooms explored
        </CardTitle>
        <p className="text-sm text-ash">
          {total} {total === 1 ? 'room' : 'rooms'} on {floors.length} {floors.length === 1 ? 'floor' : 'floors'}
        </p>
      </CardHeader>
      <CardContent>
        {floors.length === 0 ? (
          <p className="text-sm text-ash">No rooms explored.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {floors.map((f) => (
              <BarRow key={f.floor} label={`Floor ${f.floor}`} count={f.rooms} max={max} unit={f.rooms === 1 ? 'room' : 'rooms'} barClass="bg-gold-500" />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function KillsCard({ report }: { report: BankruptcyReport }) {
  const kills = report.killsByType;
  const total = kills.reduce((n, k) => n + k.count, 0);
  const max = Math.max(0, ...kills.map((k) => k.count));
  return (
    <Card aria-labelledby="report-kills">
      <CardHeader>
        <CardTitle id="report-kills">
          <Crosshair aria-hidden className="size-5" />
          Kills by mob type
        </CardTitle>
        <p className="text-sm text-ash">
          {total} {total === 1 ? 'kill' : 'kills'}
        </p>
      </CardHeader>
      <CardContent>
        {kills.length === 0 ? (
          <p className="text-sm text-ash">No kills. {report.name} never landed a killing blow.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {kills.map((k) => (
              <BarRow key={k.type} label={k.label} count={k.count} max={max} unit={k.count === 1 ? 'kill' : 'kills'} barClass="bg-blood-500" />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
