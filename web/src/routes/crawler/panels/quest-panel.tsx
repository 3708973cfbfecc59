import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Scroll } from 'lucide-react';
import { memo } from 'react';
import type { QuestReward, QuestsResponse } from '#contract/quests.ts';
import { crawlerQueryKey } from '../../../api/crawler-api.ts';
import { errorMessage } from '../../../api/http.ts';
import { acceptQuest, completeQuest, fetchQuests, questsQueryKey } from '../../../api/quests-api.ts';
import { ErrorPanel } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toastError, toastSuccess } from '../../../toast/toast-store.ts';

// The crawler's quest: a quest giver's offer where one stands, the active quest's progress read off
// the crawler's log by the server, and the turn-in. The card keeps one height whatever it shows
// (min-h), so the column below does not jump when an offer appears or a quest is turned in.

export const QUEST_TEXT = {
  title: 'Quest',
  loading: 'Loading quests...',
  loadFailed: 'Could not load quests',
  empty: 'No quest. Find a quest giver.',
  offerLead: 'The quest giver offers:',
  accept: 'Accept',
  turnIn: 'Turn in',
  notYet: 'Not done yet',
} as const;

/** Progress is read off the log (kills in a live room): polled while the page is open. */
export const QUESTS_POLL_MS = 5_000;

export function rewardText(r: QuestReward): string {
  return `Reward: ${r.gold} gold · ${r.xp} XP · ${r.fame} fame`;
}

export const QuestPanel = memo(function QuestPanel({ crawlerId, roomId, alive }: { crawlerId: string; roomId: number | null; alive: boolean }) {
  const queryClient = useQueryClient();
  // Keyed by the room: walking up to a quest giver asks again at once.
  const key = [...questsQueryKey(crawlerId), roomId] as const;
  const quests = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchQuests(crawlerId, signal), refetchInterval: QUESTS_POLL_MS, placeholderData: keepPreviousData });
  const put = (view: QuestsResponse) => queryClient.setQueryData(key, view);
  const accept = useMutation({
    mutationFn: (q: { floor: number; index: number }) => acceptQuest(crawlerId, q),
    onSuccess: (view) => {
      put(view);
      toastSuccess(`Quest accepted: ${view.active?.title ?? ''}`);
    },
    onError: (err) => toastError(`Could not accept the quest: ${errorMessage(err)}`),
  });
  const turnIn = useMutation({
    mutationFn: () => completeQuest(crawlerId),
    onSuccess: (done) => {
      put(done.quests);
      // Gold, experience and level changed: the crawler's own card reads them again.
      void queryClient.invalidateQueries({ queryKey: crawlerQueryKey(crawlerId), exact: true });
      toastSuccess(`Quest complete: ${done.completed.title}. ${rewardText(done.completed.reward)}`);
    },
    onError: (err) => toastError(`Could not turn the quest in: ${errorMessage(err)}`),
  });
  const busy = accept.isPending || turnIn.isPending;

  return (
    <Card aria-labelledby="quest-heading" data-testid="quest-panel">
      <CardHeader className="pb-2">
        <CardTitle id="quest-heading">
          <Scroll aria-hidden className="size-5" />
          {QUEST_TEXT.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex min-h-[12rem] flex-col gap-3">
        {quests.data ? (
          <QuestBody view={quests.data} alive={alive} busy={busy} onAccept={(q) => accept.mutate(q)} onTurnIn={() => turnIn.mutate()} />
        ) : quests.isPending ? (
          <Spinner label={QUEST_TEXT.loading} className="justify-start py-4 text-sm" />
        ) : (
          <ErrorPanel title={QUEST_TEXT.loadFailed} message={errorMessage(quests.error)} onRetry={() => void quests.refetch()} />
        )}
      </CardContent>
    </Card>
  );
});

function QuestBody({ view, alive, busy, onAccept, onTurnIn }: { view: QuestsResponse; alive: boolean; busy: boolean; onAccept: (q: { floor: number; index: number }) => void; onTurnIn: () => void }) {
  const done = view.completed.length;
  const tally = done ? <p className="mt-auto text-xs text-ash">{done === 1 ? '1 quest completed' : `${done} quests completed`}</p> : null;
  if (view.active) {
    const a = view.active;
    const pct = Math.round((a.progress.current / Math.max(1, a.progress.required)) * 100);
    return (
      <>
        <div>
          <p className="font-semibold text-bone">{a.title}</p>
          <p role="status" className="text-sm text-bone/80">{a.progressText}</p>
          <div className="mt-1.5 h-1.5 w-full overflow-hidden rounded bg-rubble" role="progressbar" aria-label={a.progressText} aria-valuemin={0} aria-valuemax={a.progress.required} aria-valuenow={a.progress.current}>
            <div className="h-full bg-gold-400" style={{ width: `${pct}%` }} />
          </div>
          <p className="mt-1.5 text-xs text-gold-300">{rewardText(a.reward)}</p>
        </div>
        <Button variant={a.progress.met ? 'primary' : 'secondary'} size="sm" disabled={!alive || busy || !a.progress.met} onClick={onTurnIn} className="self-start">
          {a.progress.met ? QUEST_TEXT.turnIn : QUEST_TEXT.notYet}
        </Button>
        {tally}
      </>
    );
  }
  if (view.offer) {
    const o = view.offer;
    return (
      <>
        <div>
          <p className="text-xs text-ash">{QUEST_TEXT.offerLead}</p>
          <p className="font-semibold text-bone">{o.title}</p>
          <p className="mt-1 text-xs text-gold-300">{rewardText(o.reward)}</p>
        </div>
        <Button variant="outline" size="sm" disabled={!alive || busy} onClick={() => onAccept({ floor: o.floor, index: o.index })} className="self-start" aria-label={`Accept quest: ${o.title}`}>
          {QUEST_TEXT.accept}
        </Button>
        {tally}
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-ash">{QUEST_TEXT.empty}</p>
      {tally}
    </>
  );
}
