// Browser entry. Prerendered pages are hydrated; the app shell (guarded routes) is rendered fresh.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type RouteObject, RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { storedLanguage } from './lib/i18n';
import './styles.css';

/** Loads the lazy modules of the first page before rendering, so hydration finds the same tree. */
async function resolveInitialRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Fetch the Nepali texts alongside the page's code; they are applied right after hydration.
  if (storedLanguage() === 'ne') void import('./lib/i18n/ne');
  const routes = createRoutes();
  await resolveInitialRoutes(routes);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
