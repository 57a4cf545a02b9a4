import { QueryClient } from '@tanstack/react-query';

/** One QueryClient for the app. The HTTP client already toasts errors, so queries do not retry blindly. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
