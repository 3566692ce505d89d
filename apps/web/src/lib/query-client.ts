// The TanStack Query client. One per browser tab; a fresh one per render on the server (prerender).
// It is provided by app/layouts/query-layout.tsx, a lazy layout around every page that fetches or
// submits, so the landing and About pages do not download TanStack Query at all.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
