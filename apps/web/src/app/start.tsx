// The app's start, a module of its own (issue 12): main.tsx, the entry, is evaluated with React DOM
// in one task and imports this in the next, so neither evaluation is one long task on a slow phone.
// The build keeps this module and everything it imports statically (the router, the layout, the
// English texts) in one chunk (vite.config.ts); a public page's loader preloads it beside the entry
// (scripts/prerender.mjs), and the app shell names it.
import { StrictMode, startTransition } from 'react';
import type { createRoot, hydrateRoot } from 'react-dom/client';
import { pageLanguage, setLanguage } from '../lib/i18n';
import { rememberTypedValues } from '../lib/typed-before-start';
import { AppRouter } from './app-router';
import { AppProviders } from './providers';
import { resolveRoutes } from './resolve-routes';
import { createRoutes } from './routes';

/** React DOM's two ways in, from the entry, which has already evaluated it. */
export interface ReactDomClient {
  createRoot: typeof createRoot;
  hydrateRoot: typeof hydrateRoot;
}

/**
 * Hydrates a prerendered or server-rendered page once `painted` resolves (its first contentful
 * paint), or renders the app shell of the guarded pages.
 */
export async function start(dom: ReactDomClient, painted: Promise<void>) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const routes = createRoutes();
  const prerendered = container.firstElementChild !== null;
  // The first page's code, and the Nepali texts for a page the server sent in Nepali (<html lang>),
  // load before rendering, so hydration finds the same tree as the HTML (docs/decisions/019).
  // A failed download is the router's to show (its error page), not a reason not to start.
  await Promise.all([
    resolveRoutes(routes, window.location).catch(() => undefined),
    pageLanguage() === 'ne' ? setLanguage('ne', { remember: false }).catch(() => undefined) : undefined,
    prerendered ? painted : undefined,
  ]);
  const app = (
    <StrictMode>
      <AppProviders>
        <AppRouter routes={routes} />
      </AppProviders>
    </StrictMode>
  );
  // In a transition React renders in slices of ~5 ms and yields to the browser between them, where
  // a hydration or first render at the default priority is one long task (issue 12: Lighthouse's
  // Total Blocking Time). A click or key press on a part not yet hydrated makes React hydrate it at once.
  if (prerendered) {
    // e2e/specs/12-first-paint.spec.ts checks that the first contentful paint comes before this mark.
    performance.mark('gharguru:hydrate');
    rememberTypedValues(container);
    startTransition(() => {
      dom.hydrateRoot(container, app);
    });
  } else {
    const root = dom.createRoot(container);
    startTransition(() => root.render(app));
  }
}
