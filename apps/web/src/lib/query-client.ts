// The TanStack Query client of the signed-in screens. One per browser tab (a fresh one per render
// outside the browser). It is provided by app/layouts/query-layout.tsx, a lazy layout around the
// pages that read or change data with it, so the other public pages do not download TanStack Query:
// the server-rendered directory reads through lib/resource-store.ts (docs/decisions/021).
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      // 'always': a change sent while the browser says it is offline fails at once (and the screen
      // offers Try again, issue 14) instead of waiting, paused, with its button spinning.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

let browserClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
