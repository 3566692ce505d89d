// Server entry used only at build time: renders a public route to HTML with React Router's static
// handler. No hydration data is embedded (the pages have no loaders, and the CSP forbids inline scripts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/routes';
import { PUBLIC_PATHS, paths } from '../lib/paths';

/** The source module of each prerendered page, so its chunk can be preloaded from the manifest. */
export const PAGE_MODULES: Record<(typeof PUBLIC_PATHS)[number], string> = {
  [paths.home]: 'src/features/public/pages/home-page.tsx',
  [paths.about]: 'src/features/public/pages/about-page.tsx',
  [paths.findTutor]: 'src/features/student-requests/pages/find-tutor-page.tsx',
  [paths.contactUs]: 'src/features/contact-messages/pages/contact-us-page.tsx',
  [paths.teacherLogin]: 'src/features/auth/pages/teacher-login-page.tsx',
  [paths.teacherRegister]: 'src/features/auth/pages/teacher-register-page.tsx',
  [paths.adminLogin]: 'src/features/auth/pages/admin-login-page.tsx',
  [paths.adminRegister]: 'src/features/auth/pages/admin-register-page.tsx',
};

export { PUBLIC_PATHS };

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
