// Test helpers: render a route tree in a memory router with the app's providers.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type RouteObject, RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { saveSession } from '../lib/session';

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

export function renderWithProviders(ui: ReactElement) {
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}

export function signIn(role: string, firstName = 'Sita', lastName = 'Sharma') {
  saveSession({ accessToken: 'token-123', role, firstName, lastName });
}
