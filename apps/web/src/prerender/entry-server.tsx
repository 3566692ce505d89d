// Server entry used only at build time: renders a public route to HTML with React Router's static
// handler. No hydration data is embedded (the pages have no loaders, and the CSP forbids inline scripts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/routes';

/** The screens to prerender, with the page module whose chunk each one preloads (from the Vite manifest). */
export { PRERENDERED } from '../lib/route-manifest';

export async function render(url: string): Promise<string> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered with a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
