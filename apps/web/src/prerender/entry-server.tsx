// Server entry used only at build time: renders a public route to HTML, in English or नेपाली, with
// the same routes and router (declarative mode, app/app-router.tsx) as the browser. No data is
// embedded (the pages have no loaders, and the CSP forbids inline scripts). The page's language is
// current while it renders, as in the browser that hydrates it (docs/decisions/019).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '../lib/router';
import { AppRoutes } from '../app/app-router';
import { AppProviders } from '../app/providers';
import { resolveRoutes } from '../app/resolve-routes';
import { createRoutes } from '../app/routes';
import { LANGUAGES, type Language, loadLanguage, renderIn } from '../lib/i18n';
import { enPageMeta } from '../lib/i18n/en-page-meta';
import { nePageMeta } from '../lib/i18n/ne-page-meta';
import { SCREENS } from '../lib/route-manifest';

/** The screens to prerender, with the page module whose chunk each one preloads (from the Vite manifest). */
export { ALL_PATTERNS, PRERENDERED } from '../lib/route-manifest';
/** What a page downloads (scripts/page-weight.mjs weighs the built pages with the build's own manifest). */
export { modulesOf, PAGE_SCREENS } from '../lib/route-manifest';
export { LANGUAGES };

/** A path no screen has: rendered, it is the not-found page (dist/404.html). */
export const NOT_FOUND_PATH = '/gharguru-not-found';

type PageMetaKey = keyof typeof enPageMeta;
const PAGE_META: Record<Language, Record<PageMetaKey, string>> = { en: enPageMeta, ne: nePageMeta };

/** The description of a prerendered path (`shell` for the app shell), in `language`. */
export function descriptionOf(route: string, language: Language): string {
  const name =
    route === NOT_FOUND_PATH
      ? 'notFound'
      : route === 'shell'
        ? 'shell'
        : Object.entries(SCREENS).find(([, screen]) => screen.path === route)?.[0];
  const description = name && name in enPageMeta ? PAGE_META[language][name as PageMetaKey] : undefined;
  if (!description) throw new Error(`${route} has no description in i18n/en-page-meta.ts and ne-page-meta.ts`);
  return description;
}

/** The app shell's title (guarded pages set their own once rendered). */
export async function shellTitle(language: Language): Promise<string> {
  await loadLanguage(language);
  return renderIn(language)('home.metaTitle');
}

export async function render(url: string, language: Language = 'en'): Promise<string> {
  const routes = createRoutes();
  await Promise.all([resolveRoutes(routes, url), loadLanguage(language)]);
  renderIn(language);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={url}>
          <AppRoutes routes={routes} />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
