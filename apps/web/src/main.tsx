// Browser entry. Prerendered pages are hydrated; the app shell (guarded routes) is rendered fresh.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserAppRouter } from './app/app-router';
import { AppProviders } from './app/providers';
import { resolveRoutes } from './app/resolve-routes';
import { createRoutes } from './app/routes';
import { storedLanguage } from './lib/i18n';
import './styles.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Fetch the Nepali texts alongside the page's code; they are applied right after hydration.
  if (storedLanguage() === 'ne') void import('./lib/i18n/ne');
  const routes = createRoutes();
  // The first page's code loads before rendering, so hydration finds the same tree as the HTML.
  // A failed download is the router's to show (its error page), not a reason not to start.
  await resolveRoutes(routes, window.location).catch(() => undefined);
  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserAppRouter routes={routes} />
      </AppProviders>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
