import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    // An action tried offline fails at once (§8's message) instead of waiting to be replayed
    // later without the user knowing; the offline banner says why.
    mutations: { retry: false, networkMode: 'always' },
  },
});
