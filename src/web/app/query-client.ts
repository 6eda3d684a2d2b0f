import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: no refetch on focus, no polling, never stale, no retries (queries that need more say so). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity, retry: false },
    mutations: { retry: false },
  },
});
