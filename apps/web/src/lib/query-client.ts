// The TanStack Query client. One per browser tab; a fresh one per render on the server. It is
// provided by app/layouts/query-layout.tsx, a lazy layout around every page that fetches or
// submits, so the landing and About pages do not download TanStack Query at all.
//
// A server-rendered page (/tutors, docs/decisions/017) embeds the answers it was rendered with as
// `<script type="application/json" id="gg-queries">` (data, not code: the CSP's `script-src 'self'`
// does not run it). The browser's client takes them in before the first render, so hydration finds
// the same data and nothing is fetched again.
import { type DehydratedState, QueryClient, hydrate } from '@tanstack/react-query';
import { createContext } from 'react';

export const EMBEDDED_QUERIES_ID = 'gg-queries';

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

/** The client the server filled before rendering; the query layout uses it instead of a new one. */
export const ServerQueryClientContext = createContext<QueryClient | undefined>(undefined);

/**
 * The answers embedded in a server-rendered page. They count as fetched now: the page may have come
 * from the server's short page cache, and the server's clock is not the browser's.
 */
function takeEmbeddedQueries(client: QueryClient): void {
  const element = document.getElementById(EMBEDDED_QUERIES_ID);
  if (!element?.textContent) return;
  element.remove();
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    const now = Date.now();
    hydrate(client, {
      ...state,
      queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
    });
  } catch {
    // Unreadable data: the page fetches as if it had none.
  }
}

let browserClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  if (!browserClient) {
    browserClient = createQueryClient();
    takeEmbeddedQueries(browserClient);
  }
  return browserClient;
}
