// Test helpers: render a route tree in a memory router with the app's providers.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type RouteObject, RouterProvider, createMemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { ResourceStore, ResourceStoreContext } from '../lib/resource-store';
import { saveSession } from '../lib/session';

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <AppProviders>
      {/* A store of its own, as the query client: no answer is carried from one test to the next. */}
      <ResourceStoreContext.Provider value={new ResourceStore()}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
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
