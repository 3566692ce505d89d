// Browser entry. Prerendered pages are hydrated; the app shell (guarded routes) is rendered fresh.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter } from './app/app-router';
import { AppProviders } from './app/providers';
import { resolveRoutes } from './app/resolve-routes';
import { createRoutes } from './app/routes';
import { pageLanguage, setLanguage } from './lib/i18n';
import './styles.css';

/**
 * Resolves once the browser has shown the prerendered HTML's first contentful paint, so hydrating, a
 * long task on a slow phone, never holds it back. Usually the paint came long before the scripts
 * arrived and this resolves at once. A hidden tab paints nothing and does not wait; a browser
 * without paint timing waits for the next frame; none waits more than 3 s.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    setTimeout(done, 3000);
    const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) done();
        })
      : undefined;
    if (observer) observer.observe({ type: 'paint', buffered: true });
    else requestAnimationFrame(() => setTimeout(done, 0));
  });
}

/**
 * A prerendered or server-rendered page inlines only the rules it can use itself
 * (scripts/critical-css.mjs) and the faces of the Devanagari words it shows; the stylesheet's other
 * class rules and every word face, for the pages a visitor moves to, load now, after the first paint
 * (their addresses are in <meta name="gg-stylesheet">; scripts/prerender.mjs).
 */
function loadRestOfStylesheet() {
  const hrefs = document.querySelector<HTMLMetaElement>('meta[name="gg-stylesheet"]')?.content.split(/\s+/) ?? [];
  for (const href of hrefs) {
    if (!href || document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
}

async function start() {
  loadRestOfStylesheet();
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
    prerendered ? afterFirstPaint() : undefined,
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
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

void start();
