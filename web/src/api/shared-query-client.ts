import { createQueryClient } from './query-client.ts';

/**
 * The one QueryClient of the page, shared by every screen that loads TanStack Query (all but the
 * landing page), so their cache survives moving between screens.
 */
export const queryClient = createQueryClient();
