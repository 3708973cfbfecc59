import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../auth/auth-context.ts';
import { ErrorPanel } from '../components/ui/alert.tsx';
import { FullPageLoading } from '../components/full-page-loading.tsx';
import { BrandLink } from '../components/layout/brand.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { errorMessage } from '../api/http.ts';
import { lazyWithQueries } from '../lib/lazy-with-queries.tsx';
import { useRouteOwnsAuthLoading } from './route-handle.ts';

// Signed-in only, so it stays out of the landing bundle (the landing budget, docs/decisions/0028-first-load.md).
const loadSignedInHeader = () => import('../components/layout/signed-in-header.tsx');
const SignedInHeader = lazyWithQueries(loadSignedInHeader, 'SignedInHeader');
// The account's palette and reduced motion on <html>; signed-in only for the same reason.
const DisplaySettingsApplier = lazyWithQueries(() => import('../state/display-settings.ts'), 'DisplaySettingsApplier');

/**
 * Holds the header's place (its height and border) while its module loads, so the page does not
 * jump; the crest and wordmark (already in the landing bundle) show at once, so no page is ever seen
 * under a blank bar.
 */
function HeaderPlaceholder() {
  return (
    <div className="border-b border-rubble bg-abyss/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
        <BrandLink wordmarkClassName="lg:max-xl:hidden" />
      </div>
    </div>
  );
}

/** Layout for every route: loading gate, signed-in header, page, footer. */
export function AppShell() {
  const { user, isLoading, userError, refreshUser, signOut } = useAuth();
  const ownsLoading = useRouteOwnsAuthLoading();
  // A page that shows itself while the session loads (the Account page) would otherwise appear
  // before the header, whose module only started loading once the user was known: on a phone that
  // was a blank bar with no logo and no menu. Its module starts loading with the session instead.
  const earlyPage = isLoading && ownsLoading;
  useEffect(() => {
    if (earlyPage) void loadSignedInHeader();
  }, [earlyPage]);
  if (isLoading && !ownsLoading) return <FullPageLoading />;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-gold-400 px-4 py-2 font-semibold text-abyss focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {user ? (
        <Suspense fallback={<HeaderPlaceholder />}>
          <SignedInHeader user={user} onLogout={() => void signOut()} />
        </Suspense>
      ) : null}
      {user ? (
        <Suspense fallback={null}>
          <DisplaySettingsApplier />
        </Suspense>
      ) : null}
      {!user && userError ? (
        <div className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6">
          <ErrorPanel
            title="Could not check your session"
            message={`The dungeon servers did not answer (${errorMessage(userError)}). You are shown as signed out until they do.`}
            onRetry={() => void refreshUser()}
          />
        </div>
      ) : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
