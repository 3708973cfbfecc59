import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client.ts';
import { AppErrorBoundary } from './components/error-boundary.tsx';
import { TooltipProvider } from './components/ui/tooltip.tsx';
import { createAppRouter } from './routes/router.tsx';
import { Toaster } from './toast/toaster.tsx';

/** Providers that outlive every route. Auth lives inside the router because sign-out navigates. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    // Outer boundary: catches crashes in the providers themselves, outside the router's reach.
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider delayDuration={200}>
          <RouterProvider router={router} />
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
