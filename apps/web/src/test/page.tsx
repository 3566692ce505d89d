// Renders one page at its route with the notification area, plus marker pages for where it may
// navigate, and stubs fetch with the API's answer.
import type { ReactElement } from 'react';
import { Outlet } from '../lib/router';
import { vi } from 'vitest';
import { NotificationArea } from '../components/notification/notification-area';
import { renderRoutes } from './render';

export function renderPage(path: string, page: ReactElement, otherPaths: string[] = []) {
  return renderAt(path, path, page, otherPaths);
}

/** The same with the page at a route pattern (`/tution/edit/:id`), opened at `path`. */
export function renderAt(pattern: string, path: string, page: ReactElement, otherPaths: string[] = []) {
  return renderRoutes(
    [
      {
        // The notification area outlives navigation, as in the site layout.
        element: (
          <>
            <Outlet />
            <NotificationArea />
          </>
        ),
        children: [
          { path: pattern, element: page },
          ...otherPaths.map((other) => ({ path: other, element: <p>{`at ${other}`}</p> })),
        ],
      },
    ],
    path,
  );
}

/** Stubs fetch with one JSON answer and returns the mock to inspect the requests. */
export function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function sentBody(fetchMock: ReturnType<typeof answerWith>, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body));
}
