// Server entry used on each request (docs/decisions/017): renders a server-rendered screen of the
// route manifest (/tutors, /tutors/:id) with its data. The server gives the answers (a
// `DirectorySource`); they go into a fresh store (lib/resource-store.ts) under the pages' own keys,
// the page renders from it, and the same answers are returned as JSON for the browser's store to take
// in before it hydrates, so nothing is fetched twice. In the visitor's language, which the server chose
// (docs/decisions/019): texts, digits, prices and dates as the browser will hydrate them.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, matchPath } from '../lib/router';
import { AppRoutes } from '../app/app-router';
import { AppProviders } from '../app/providers';
import { resolveRoutes } from '../app/resolve-routes';
import { createRoutes } from '../app/routes';
import {
  type DirectorySource,
  type PageData,
  loadPlacePage,
  loadTutorPage,
  loadTutorsPage,
} from '../features/directory/server-data';
import { type Language, loadLanguage, renderIn } from '../lib/i18n';
import { headTags, jsonForScript } from '../lib/page-head';
import { EMBEDDED_QUERIES_ID, ResourceStore, ResourceStoreContext } from '../lib/resource-store';
import { SCREENS, SERVER_RENDERED } from '../lib/route-manifest';

export { SERVER_RENDERED };
export type { DirectorySource };

type Loader = (input: Parameters<typeof loadTutorsPage>[0]) => Promise<PageData>;

const LOADERS: Record<string, Loader> = {
  [SCREENS.tutors.path]: loadTutorsPage,
  [SCREENS.tutor.path]: loadTutorPage,
  [SCREENS.tutorsInCity.path]: loadPlacePage,
  [SCREENS.tutorsInCitySubject.path]: loadPlacePage,
};

export interface RenderPageInput {
  /** The request's path and query: `/tutors?subject=Maths`. */
  url: string;
  /** `https://gharguru.example`: for the canonical address and the Open Graph URL. */
  origin: string;
  source: DirectorySource;
  /** 'en' when not given. */
  language?: Language;
}

export interface RenderedPage {
  status: 200 | 404;
  /** Tags for <head>: title, description, canonical, Open Graph, Twitter card. */
  head: string;
  /** The markup for #root. */
  html: string;
  /** A `<script type="application/json">` with the answers the page was rendered with. */
  data: string;
}

/**
 * Loads the code of every server-rendered screen once, when the server starts: Node keeps imported
 * modules, so later renders never read the build folder again (a new build replacing it under a
 * running server would otherwise take away the chunks a render still needs).
 */
export async function preload(): Promise<void> {
  const routes = createRoutes();
  await Promise.all([
    ...SERVER_RENDERED.map((screen) => resolveRoutes(routes, screen.path.replace(/:\w+/g, 'x'))),
    loadLanguage('ne'),
  ]);
}

/** undefined when the path is not a server-rendered screen. */
export async function renderPage({
  url,
  origin,
  source,
  language = 'en',
}: RenderPageInput): Promise<RenderedPage | undefined> {
  // Appended, not resolved: a path like `//elsewhere/tutors` must stay a path of this origin.
  const location = new URL(`${origin}${url}`);
  for (const screen of SERVER_RENDERED) {
    const match = matchPath(screen.path, location.pathname);
    const load = LOADERS[screen.path];
    if (!match || !load) continue;
    const store = new ResourceStore();
    await loadLanguage(language);
    const page = await load({ url: location, params: match.params, store, source, t: renderIn(language), language });
    const routes = createRoutes();
    const path = `${location.pathname}${location.search}`;
    await resolveRoutes(routes, path);
    // Renders run concurrently (each awaits its data): the language is set with no await before the
    // synchronous render, so one render never runs in another's language.
    renderIn(language);
    const markup = renderToString(
      <StrictMode>
        <AppProviders>
          <ResourceStoreContext.Provider value={store}>
            <StaticRouter location={path}>
              <AppRoutes routes={routes} />
            </StaticRouter>
          </ResourceStoreContext.Provider>
        </AppProviders>
      </StrictMode>,
    );
    const state = jsonForScript(store.toJSON());
    return {
      status: page.status,
      head: headTags(page.head),
      // <DocumentTitle> renders a <title> on the server; the head has the page's own.
      html: markup.replace(/<title>.*?<\/title>/gs, ''),
      data: `<script type="application/json" id="${EMBEDDED_QUERIES_ID}">${state}</script>`,
    };
  }
  return undefined;
}
