import { Footprints, Skull } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BankruptcyReport } from '#contract/report.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** Who killed the crawler, where and when; for a crawler still alive (or retired), that there is no such story yet. */
export function CauseOfDeathCard({ report }: { report: BankruptcyReport }) {
  const d = report.causeOfDeath;
  if (!d) {
    return (
      <Card aria-labelledby="report-cause">
        <CardHeader>
          <CardTitle id="report-cause">
            <Footprints aria-hidden className="size-5" />
            {report.status === 'retired' ? 'Retired alive' : 'Still crawling'}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-bone/90">
            {report.status === 'retired'
              ? `${report.name} walked out of the dungeon when the season ended. No cause of death to report.`
              : `${report.name} is alive. This report grows with every fight until the dungeon claims them.`}
          </p>
        </CardContent>
      </Card>
    );
  }
  const when = new Date(d.at);
  return (
    <Card aria-labelledby="report-cause" className="border-blood-500/50 bg-gradient-to-br from-blood-950/80 to-crypt/90">
      <CardHeader>
        <CardTitle id="report-cause" className="text-blood-300">
          <Skull aria-hidden className="size-5" />
          Cause of death
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="font-display text-2xl font-bold break-words text-bone sm:text-3xl">
          Slain by <span className="text-blood-300">{d.killerName ?? 'an unknown hand'}</span>
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Fact label="Room" value={d.roomName ?? (d.roomId !== null ? `Room #${d.roomId}` : 'Unknown')} wide />
          <Fact label="Floor" value={String(d.floor)} />
          <Fact label="Tick" value={d.tick === null ? '—' : d.tick.toLocaleString('en-US')} mono />
          <Fact
            label="Time"
            value={
              <time dateTime={when.toISOString()} title={when.toISOString()}>
                {when.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            }
            wide
          />
        </dl>
      </CardContent>
    </Card>
  );
}

function Fact({ label, value, wide, mono }: { label: string; value: ReactNode; wide?: boolean; mono?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wider text-ash uppercase">{label}</dt>
      <dd className={mono ? 'font-mono text-bone' : 'break-words text-bone'}>{value}</dd>
    </div>
  );
}
