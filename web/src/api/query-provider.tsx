import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './shared-query-client.ts';

/** Gives a lazily loaded part of the page the shared QueryClient (see lib/lazy-with-queries.tsx). */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
