import { ArrowLeft, Hourglass, PlayCircle, Skull } from 'lucide-react';
import { Link } from 'react-router';
import type { BankruptcyReport } from '#contract/report.ts';
import { CrawlerAvatar } from '../../../components/crawler/crawler-avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { REPORT_TEXT as T } from './report-text.ts';

/** Who the report is about, whether the story is over, and the way to watch it again. */
export function ReportHeader({ report }: { report: BankruptcyReport }) {
  const dead = report.status === 'dead';
  return (
    <header className="flex flex-col gap-5">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to="/">
          <ArrowLeft aria-hidden />
          {T.home}
        </Link>
      </Button>
      <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <CrawlerAvatar name={report.name} serial={report.serial} className={dead ? 'size-16 grayscale' : 'size-16'} />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="font-display text-2xl font-black tracking-wide text-gold-300 sm:text-3xl">{dead ? T.deadTitle : T.livingTitle}</h1>
              {dead ? (
                <Badge variant="destructive">
                  <Skull aria-hidden className="size-3" />
                  Bankrupt
                </Badge>
              ) : report.status === 'retired' ? (
                <Badge variant="gold">{T.retired}</Badge>
              ) : (
                <Badge variant="live">
                  <Hourglass aria-hidden className="size-3" />
                  {T.inProgress}
                </Badge>
              )}
            </div>
            <p className="mt-1 text-lg font-semibold break-words text-bone">
              {report.name} <span className="font-mono text-sm font-normal whitespace-nowrap text-gold-300">[{report.serial}]</span>
            </p>
            <p className="text-sm text-ash">
              {report.className} • Level {report.finalStats.level}
              {report.seasonNumber !== null ? ` • Season ${report.seasonNumber}` : ''}
            </p>
          </div>
        </div>
        <Button asChild variant="primary" size="lg" className="w-full md:w-auto">
          <Link to={report.replayPath}>
            <PlayCircle aria-hidden />
            {T.watchReplay}
          </Link>
        </Button>
      </div>
    </header>
  );
}
