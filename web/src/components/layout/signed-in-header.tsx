import type { User } from '#contract/auth.ts';
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
  return (
    <TooltipProvider>
      <AppHeader user={user} crawlers={crawlers.data ?? NO_CRAWLERS} onLogout={onLogout} />
    </TooltipProvider>
  );
}
