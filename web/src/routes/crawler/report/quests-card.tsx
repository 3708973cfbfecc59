import { Scroll } from 'lucide-react';
import type { BankruptcyReport } from '#contract/report.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** The quests the crawler turned in, oldest first, with what each paid. */
export function QuestsCard({ report }: { report: BankruptcyReport }) {
  const quests = report.questsCompleted;
  return (
    <Card aria-labelledby="report-quests">
      <CardHeader>
        <CardTitle id="report-quests">
          <Scroll aria-hidden className="size-5" />
          Quests completed
        </CardTitle>
        <p className="text-sm text-ash">
          {quests.length} {quests.length === 1 ? 'quest' : 'quests'}
        </p>
      </CardHeader>
      <CardContent>
        {quests.length === 0 ? (
          <p className="text-sm text-ash">No quests completed.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {quests.map((q) => (
              <li key={`${q.floor}-${q.index}`} className="flex flex-col gap-0.5 border-b border-rubble/60 pb-2 text-sm last:border-0 last:pb-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
                <span className="min-w-0 break-words text-bone">
                  <span className="text-xs text-ash">Floor {q.floor} · </span>
                  {q.title}
                </span>
                <span className="shrink-0 font-mono text-xs text-gold-300">
                  +{q.gold} gold · +{q.xp} XP · +{q.fame} fame
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
