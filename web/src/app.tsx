import { Suspense, useEffect, useState } from 'react';
import { AppErrorBoundary } from './components/error-boundary.tsx';
import { lazyNamed } from './lib/lazy-named.ts';
import { AppRoutes } from './routes/router.tsx';
import { useToastRaised } from './toast/toast-store.ts';

// Radix toast is not needed for the landing page to be interactive (the landing budget, docs/decisions/0028-first-load.md): the Toaster
// loads once the browser is idle after the first render, or at the first toast if that comes
// sooner. The store keeps what was raised meanwhile, so nothing is lost.
const Toaster = lazyNamed(() => import('./toast/toaster.tsx'), 'Toaster');

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

function LazyToaster() {
  const raised = useToastRaised();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!raised && !idle) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * Providers that outlive every route. No QueryClientProvider here: the landing page reads without
 * TanStack Query, and every screen that uses it loads it with itself (lib/lazy-with-queries.tsx). Auth lives inside the router because sign-out navigates.
 * Tooltips are grouped by the screens that have them (see components/ui/tooltip.tsx).
 */
export function App() {
  return (
    // Outer boundary: catches crashes in the providers themselves, outside the router's reach.
    <AppErrorBoundary>
      <AppRoutes />
      <LazyToaster />
    </AppErrorBoundary>
  );
}
