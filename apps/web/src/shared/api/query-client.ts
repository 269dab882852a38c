import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

// Pure: a page that never uses the client (the first login page) does not load the query library.
export const queryClient = /* @__PURE__ */ new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 5 * 60_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
