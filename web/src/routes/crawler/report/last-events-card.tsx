import { ArrowUpCircle, Coins, DoorOpen, Eye, HeartPulse, History, Package, ScrollText, Shield, Skull, Star, Swords, Trophy, type LucideIcon } from 'lucide-react';
import type { BankruptcyReport, ReportEvent } from '#contract/report.ts';
import type { LogEventKind } from '#game/event-log.ts';
import { formatDuration } from '#game/report.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

const KIND_STYLE: Record<LogEventKind, { icon: LucideIcon; tone: string }> = {
  sponsored: { icon: ScrollText, tone: 'text-gold-300' },
  entered_room: { icon: DoorOpen, tone: 'text-bone/80' },
  moved: { icon: DoorOpen, tone: 'text-ash' },
  attacked: { icon: Swords, tone: 'text-gold-200' },
  was_attacked: { icon: Shield, tone: 'text-blood-300' },
  killed: { icon: Trophy, tone: 'text-moss-400' },
  rewarded: { icon: Coins, tone: 'text-gold-300' },
  leveled_up: { icon: ArrowUpCircle, tone: 'text-moss-400' },
  picked_up: { icon: Package, tone: 'text-sky-400' },
  lost_roll_off: { icon: Package, tone: 'text-ash' },
  rested: { icon: HeartPulse, tone: 'text-moss-400' },
  recovered: { icon: HeartPulse, tone: 'text-moss-400' },
  scanned: { icon: Eye, tone: 'text-sky-400' },
  quest_accepted: { icon: ScrollText, tone: 'text-bone/80' },
  quest_completed: { icon: ScrollText, tone: 'text-gold-300' },
  gained_fame: { icon: Star, tone: 'text-gold-200' },
  died: { icon: Skull, tone: 'text-blood-300' },
  retired: { icon: ScrollText, tone: 'text-gold-300' },
};

/** The log's newest entries, oldest first, each with its time since the sponsorship. */
export function LastEventsCard({ report }: { report: BankruptcyReport }) {
  const events = report.lastEvents;
  return (
    <Card aria-labelledby="report-events">
      <CardHeader>
        <CardTitle id="report-events">
          <History aria-hidden className="size-5" />
          Last {events.length} {events.length === 1 ? 'event' : 'events'}
        </CardTitle>
        <CardDescription>{report.status === 'dead' ? 'The end of the story, newest last.' : 'The latest of the story, newest last.'}</CardDescription>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="text-sm text-ash">Nothing recorded yet.</p>
        ) : (
          <ol className="flex flex-col">
            {events.map((e) => (
              <EventRow key={e.seq} event={e} startedAt={report.timeSurvived.startedAt} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function EventRow({ event, startedAt }: { event: ReportEvent; startedAt: number }) {
  const style = KIND_STYLE[event.kind];
  const Icon = style.icon;
  const last = event.kind === 'died';
  return (
    <li className={cn('flex items-start gap-3 border-t border-rubble py-2 first:border-t-0', last && 'rounded-md border-t-0 bg-blood-950/60 px-2')}>
      <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', style.tone)} />
      <p className={cn('min-w-0 flex-1 text-sm break-words', last ? 'font-semibold text-blood-300' : 'text-bone/90')}>{event.text}</p>
      <p className="shrink-0 text-right font-mono text-xs text-ash">
        <span className="sr-only">at </span>+{formatDuration(event.at - startedAt)}
        <span className="block text-[10px] text-ash/70">
          <span className="sr-only">event </span>#{event.seq}
        </span>
      </p>
    </li>
  );
}
