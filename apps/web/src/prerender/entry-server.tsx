// Server entry used only at build time: renders a public route to HTML with the same routes and
// router (declarative mode, app/app-router.tsx) as the browser. No data is embedded (the pages have
// no loaders, and the CSP forbids inline scripts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../app/app-router';
import { AppProviders } from '../app/providers';
import { resolveRoutes } from '../app/resolve-routes';
import { createRoutes } from '../app/routes';

/** The screens to prerender, with the page module whose chunk each one preloads (from the Vite manifest). */
export { ALL_PATTERNS, PRERENDERED } from '../lib/route-manifest';

export async function render(url: string): Promise<string> {
  const routes = createRoutes();
  await resolveRoutes(routes, url);
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
