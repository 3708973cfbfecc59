import { BrowserRouter, Route, Routes } from 'react-router';
import { HomeRoute } from './home-route.tsx';
import {
  LazyAccountPage,
  LazyCrawlerPage,
  LazyForgotPasswordPage,
  LazyHallOfFamePage,
  LazyLeaderboardPage,
  LazyLoadoutPage,
  LazyNotFoundPage,
  LazyReplayPage,
  LazyReportPage,
  LazyResetPasswordPage,
  LazyWatchPage,
} from './lazy-screens.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootRoute } from './root-route.tsx';

/**
 * Route table. '/account' guards itself (it has its own logged-out behaviour);
 * '/leaderboard' is public: the season's standings are for visitors too.
 *
 * Declarative routes, not a data router (createBrowserRouter): no route has a loader or an action,
 * and the data router's code is about half of react-router's weight in the landing bundle
 * (decision 0028). Render crashes are caught by the boundary in RootRoute (per page) and by the
 * one in App (around everything).
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<RootRoute />}>
          <Route index element={<HomeRoute />} />
          {/* Its loading text is its own while the session loads (routes/route-handle.ts). */}
          <Route path="account" element={<LazyAccountPage />} />
          <Route path="forgot-password" element={<LazyForgotPasswordPage />} />
          <Route path="reset-password" element={<LazyResetPasswordPage />} />
          {/* Public: every ended season's frozen ladder. */}
          <Route path="hall-of-fame" element={<LazyHallOfFamePage />} />
          <Route path="leaderboard" element={<LazyLeaderboardPage />} />
          {/* '/crawler' alone reaches the crawler screen without an id, which shows the spec's error. */}
          <Route path="crawler" element={<RequireAuth><LazyCrawlerPage /></RequireAuth>} />
          <Route path="crawler/:id" element={<RequireAuth><LazyCrawlerPage /></RequireAuth>} />
          <Route path="crawler/:id/loadout" element={<RequireAuth><LazyLoadoutPage /></RequireAuth>} />
          {/* Public once the crawler is dead (the server decides who may read its log): no sign-in guard. */}
          <Route path="crawler/:id/replay" element={<LazyReplayPage />} />
          {/* A dead crawler's report is public (shared by link), a living one's its sponsor's: the server decides. */}
          <Route path="crawler/:id/report" element={<LazyReportPage />} />
          {/* Any signed-in sponsor may watch a living crawler's room (read-only, 10 s late). */}
          <Route path="watch/:id" element={<RequireAuth><LazyWatchPage /></RequireAuth>} />
          <Route path="*" element={<LazyNotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
