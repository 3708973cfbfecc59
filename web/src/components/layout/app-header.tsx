import { LogOut } from 'lucide-react';
import { memo, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { User } from '#contract/auth.ts';
import { HealthIndicator } from '../../health/health-indicator.tsx';
import { useServerHealth } from '../../health/use-server-health.ts';
import { Button } from '../ui/button.tsx';
import { Tooltip } from '../ui/tooltip.tsx';
import { BrandLink } from './brand.tsx';
import { CreditsBadge } from './credits-badge.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SignOutDialog } from './sign-out-dialog.tsx';
import { buildNavItems, firstLivingCrawler, type HeaderCrawler } from './nav-items.ts';

export interface AppHeaderProps {
  user: User;
  /** The sponsor's crawlers; the Crawler item links to the first living one, disabled when none. */
  crawlers: readonly HeaderCrawler[];
  /** Signs out; called once the sponsor confirms (both Logout entries ask first). */
  onLogout: () => void;
}

/** Signed-in header. Rendered by the app shell only when a user is present. */
export function AppHeader({ user, crawlers, onLogout }: AppHeaderProps) {
  const { pathname } = useLocation();
  const health = useServerHealth();
  // The items depend on the list only through its first living crawler: the list's answers (and a
  // new balance or health) then re-render the badges, not the menus and their tooltips (on the
  // crawler page's first load the header re-rendered whole three times as its queries answered).
  const linkedId = firstLivingCrawler(crawlers)?.id ?? null;
  const items = useMemo(() => buildNavItems(pathname, linkedId === null ? [] : [{ id: linkedId, isAlive: true }]), [pathname, linkedId]);
  const identity = user.email || 'Anonymous';
  const [confirming, setConfirming] = useState(false);
  const askToSignOut = useCallback(() => setConfirming(true), []);

  return (
    <header className="sticky top-0 z-40 border-b border-rubble bg-abyss/90 backdrop-blur supports-[backdrop-filter]:bg-abyss/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        {/* Four nav items, the badges and the wordmark fit one row from 1280 px; between 1024 and 1280 the crest stands alone. */}
        <BrandLink className="mr-2" wordmarkClassName="lg:max-xl:hidden" />
        <DesktopNav items={items} />
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <HealthIndicator health={health} />
          <CreditsBadge credits={user.credits} />
          <span className="hidden max-w-48 truncate text-sm text-ash xl:inline" title={identity}>
            {identity}
          </span>
          <LogoutButton onClick={askToSignOut} />
          <MobileMenu items={items} identity={identity} onLogout={askToSignOut} />
        </div>
      </div>
      <SignOutDialog open={confirming} onOpenChange={setConfirming} onConfirm={onLogout} />
    </header>
  );
}

const LogoutButton = memo(function LogoutButton({ onClick }: { onClick: () => void }) {
  return (
    <Tooltip content="Logout">
      <Button variant="ghost" size="icon" aria-label="Logout" onClick={onClick} className="hidden lg:inline-flex">
        <LogOut aria-hidden />
      </Button>
    </Tooltip>
  );
});
