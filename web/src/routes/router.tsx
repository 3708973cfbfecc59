import { createBrowserRouter } from 'react-router';
import { HomeRoute } from './home-route.tsx';
import {
  LazyAccountPage,
  LazyCrawlerPage,
  LazyForgotPasswordPage,
  LazyHallOfFamePage,
  LazyLeaderboardPage,
  LazyLoadoutPage,
  LazyReplayPage,
  LazyReportPage,
  LazyResetPasswordPage,
  LazyWatchPage,
} from './lazy-screens.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootRoute } from './root-route.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';
import type { RouteHandle } from './route-handle.ts';

/**
 * Spec section 2 route table. '/account' guards itself (it has its own logged-out behaviour);
 * '/leaderboard' (issue 17) is public: the season's standings are for visitors too.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <RootRoute />,
      errorElement: <RouteErrorScreen />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'account', element: <LazyAccountPage />, handle: { ownsAuthLoading: true } satisfies RouteHandle },
        { path: 'forgot-password', element: <LazyForgotPasswordPage /> },
        { path: 'reset-password', element: <LazyResetPasswordPage /> },
        // Public: every ended season's frozen ladder (issue 17).
        { path: 'hall-of-fame', element: <LazyHallOfFamePage /> },
        { path: 'leaderboard', element: <LazyLeaderboardPage /> },
        // '/crawler' alone reaches the crawler screen without an id, which shows the spec's error.
        { path: 'crawler', element: <RequireAuth><LazyCrawlerPage /></RequireAuth> },
        { path: 'crawler/:id', element: <RequireAuth><LazyCrawlerPage /></RequireAuth> },
        { path: 'crawler/:id/loadout', element: <RequireAuth><LazyLoadoutPage /></RequireAuth> },
        // Public once the crawler is dead (the server decides who may read its log): no sign-in guard.
        { path: 'crawler/:id/replay', element: <LazyReplayPage /> },
        // Issue 17: a dead crawler's report is public (shared by link), a living one's its sponsor's:
        // the server decides, so the page is not behind RequireAuth.
        { path: 'crawler/:id/report', element: <LazyReportPage /> },
        // Issue 19: any signed-in sponsor may watch a living crawler's room (read-only, 10 s late).
        { path: 'watch/:id', element: <RequireAuth><LazyWatchPage /></RequireAuth> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
