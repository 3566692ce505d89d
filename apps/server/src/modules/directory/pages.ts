// /tutors and /tutors/:id as HTML rendered here with their data (issue 9, docs/decisions/017):
// search engines and slow phones get the offers before any JavaScript, in the visitor's language
// (cookie, else Accept-Language; decision 019). Pages are cached briefly by language and address
// (page-cache.ts); an unlisted offer is a 404 with the not-found page. If rendering fails, the
// page's shell goes out (the browser renders it and shows the error), 503 in an outage.
import { DIRECTORY_SHOWN_CITY, directorySearchOf } from '@gharguru/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../lib/database-unavailable.js';
import type { PageRenderer } from '../../lib/page-renderer.js';
import { PAGE_VARY, pageLanguage } from '../../lib/request-language.js';
import { cachedPage } from './page-cache.js';
import { directoryPageSource } from './page-source.js';

const HTML = 'text/html; charset=utf-8';

export async function directoryPages(
  app: FastifyInstance,
  { ctx, renderer }: { ctx: Pick<AppContext, 'db' | 'config'>; renderer: PageRenderer },
): Promise<void> {
  const source = directoryPageSource(ctx);
  // The canonical address and og:url come from PUBLIC_URL, never from the request's Host (issue 26).
  const origin = ctx.config.notifications.publicUrl;
  for (const pattern of renderer.patterns) {
    app.get(pattern, { config: { access: 'public', limit: 'publicRead' } }, async (request, reply) => {
      // The filter form sent by a browser without the script (issue 31): its list at the clean address
      // the script would have written.
      const search = new URL(request.url, 'http://page').searchParams;
      if (pattern === '/tutors' && search.has(DIRECTORY_SHOWN_CITY)) {
        const clean = directorySearchOf((name) => search.get(name)).toString();
        return reply.header('Cache-Control', 'no-store').redirect(clean ? `/tutors?${clean}` : '/tutors', 303);
      }
      const language = pageLanguage(request);
      reply.header('Content-Type', HTML).header('Cache-Control', 'no-cache').header('Vary', PAGE_VARY);
      try {
        const page = await cachedPage(ctx.db, `${language} ${origin}${request.url}`, () =>
          renderer.render({ pattern, url: request.url, origin, source, language }),
        );
        if (!page) return reply.callNotFound();
        return reply.status(page.status).send(page.body);
      } catch (error) {
        const outage = isDatabaseUnavailable(error);
        request.log.error({ err: error }, 'could not render the page on the server; sent its shell');
        if (outage) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
        return reply.status(outage ? 503 : 500).send(renderer.shell(pattern, language));
      }
    });
  }
}
