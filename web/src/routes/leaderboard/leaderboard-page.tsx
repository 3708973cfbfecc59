import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { REFRESH } from '#contract/activity.ts';
import type { LadderCategory } from '#game/ladder.ts';
import { errorMessage } from '../../api/http.ts';
import { fetchLadder, ladderQueryKey } from '../../api/ladder-api.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { usePageTitle } from '../use-page-title.ts';
import { categoryFromSearch } from './ladder-format.ts';
import { LadderView, LADDER_TEXT, type LadderState } from './ladder-view.tsx';

/**
 * '/leaderboard': public. The category lives in the address (?category=) so a ranking can
 * be shared; the answer is refreshed on the spec's leaderboard period (30 s).
 */
export function LeaderboardPage() {
  usePageTitle(LADDER_TEXT.title);
  const { user } = useAuth();
  const [search, setSearch] = useSearchParams();
  const category = categoryFromSearch(search.get('category'));
  const ladder = useQuery({
    queryKey: ladderQueryKey(category, user?.id ?? null),
    queryFn: ({ signal }) => fetchLadder(category, signal),
    refetchInterval: REFRESH.leaderboardMs,
  });
  const state: LadderState = ladder.isPending
    ? { status: 'pending' }
    : ladder.error
      ? { status: 'error', message: errorMessage(ladder.error) }
      : { status: 'success', ladder: ladder.data };

  const choose = (next: LadderCategory) =>
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        params.set('category', next);
        return params;
      },
      { replace: true },
    );

  return <LadderView category={category} onCategoryChange={choose} state={state} signedIn={user !== null} onRetry={() => void ladder.refetch()} />;
}
