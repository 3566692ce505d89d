// Test helpers: render a route tree in a memory router with the app's providers.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryHistory, type NavigationType, type Location, type RouteObject, type To } from '../lib/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRouter } from '../app/app-router';
import { AppProviders } from '../app/providers';
import { resolveRoutes } from '../app/resolve-routes';
import { createQueryClient } from '../lib/query-client';
import { ResourceStore, ResourceStoreContext } from '../lib/resource-store';
import { saveSession } from '../lib/session';

/** What a test reads of the router: the address and how it was reached, and a way to go elsewhere. */
export interface TestRouter {
  readonly state: { location: Location; historyAction: NavigationType };
  navigate(to: To): Promise<void>;
}

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const history = createMemoryHistory([initialPath]);
  const router: TestRouter = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    async navigate(to) {
      history.push(to);
      await resolveRoutes(routes, history.location);
    },
  };
  const view = render(
    <AppProviders>
      {/* A store of its own, as the query client: no answer is carried from one test to the next. */}
      <ResourceStoreContext.Provider value={new ResourceStore()}>
        <QueryClientProvider client={createQueryClient()}>
          <AppRouter routes={routes} history={history} />
        </QueryClientProvider>
      </ResourceStoreContext.Provider>
    </AppProviders>,
  );
  return { router, ...view };
}

export function renderWithProviders(ui: ReactElement) {
  return render(
    <AppProviders>
      <ResourceStoreContext.Provider value={new ResourceStore()}>
        <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
      </ResourceStoreContext.Provider>
    </AppProviders>,
  );
}

export function signIn(role: string, firstName = 'Sita', lastName = 'Sharma') {
  saveSession({ accessToken: 'token-123', role, firstName, lastName });
}
