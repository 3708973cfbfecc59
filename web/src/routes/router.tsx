import { createBrowserRouter } from 'react-router';
import { AccountPage } from './account/account-page.tsx';
import { ForgotPasswordPage } from './auth/forgot-password-page.tsx';
import { ResetPasswordPage } from './auth/reset-password-page.tsx';
import { CrawlerPage } from './crawler/crawler-page.tsx';
import { LoadoutPage } from './crawler/loadout-page.tsx';
import { HomeRoute } from './home-route.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootRoute } from './root-route.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';
import type { RouteHandle } from './route-handle.ts';

/** Spec section 2 route table. '/account' guards itself (it has its own logged-out behaviour). */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <RootRoute />,
      errorElement: <RouteErrorScreen />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'account', element: <AccountPage />, handle: { ownsAuthLoading: true } satisfies RouteHandle },
        { path: 'forgot-password', element: <ForgotPasswordPage /> },
        { path: 'reset-password', element: <ResetPasswordPage /> },
        // '/crawler' alone reaches the crawler screen without an id, which shows the spec's error.
        { path: 'crawler', element: <RequireAuth><CrawlerPage /></RequireAuth> },
        { path: 'crawler/:id', element: <RequireAuth><CrawlerPage /></RequireAuth> },
        { path: 'crawler/:id/loadout', element: <RequireAuth><LoadoutPage /></RequireAuth> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
