import { useMemo } from 'react';
import type { User } from '#contract/auth.ts';
import { useCredits } from '../../state/credits.ts';
import { useCrawlers } from '../../state/crawlers.ts';
import { TooltipProvider } from '../ui/tooltip.tsx';
import { AppHeader } from './app-header.tsx';

const NO_CRAWLERS: readonly { id: number; isAlive: boolean }[] = [];

/**
 * The signed-in header with what only a sponsor needs (the crawler list, tooltips, the mobile menu,
 * the health check). The app shell loads this module lazily, so none of it ships with the landing
 * page. Its tooltips share one provider (see ui/tooltip.tsx).
 */
export function SignedInHeader({ user, onLogout }: { user: User; onLogout: () => void }) {
  // The header links Crawler to the first living crawler; until the list answers it stays disabled.
  const crawlers = useCrawlers();
  // The badge shows the live balance (the ledger's), read again on focus, on a timer and after a spend.
  const credits = useCredits(user.credits);
  const shown = useMemo(() => (credits === user.credits ? user : { ...user, credits: credits ?? 0 }), [user, credits]);
  return (
    <TooltipProvider>
      <AppHeader user={shown} crawlers={crawlers.data ?? NO_CRAWLERS} onLogout={onLogout} />
    </TooltipProvider>
  );
}
