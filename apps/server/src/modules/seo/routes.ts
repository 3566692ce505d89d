// /robots.txt, /sitemap.xml and its sections (issue 32), beside the pages rather than under /api:
// crawlers look for them at the site's root. Written from the live directory on each request and
// cached by browsers and crawlers for a minute, so a change is in the sitemap within a minute.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import {
  pageEntries,
  placeEntries,
  robotsTxt,
  sitemapIndexXml,
  sitemapSections,
  tutorEntries,
  urlSetXml,
} from './sitemap.js';

const FOR_A_MINUTE = 'public, max-age=60';
const XML = 'application/xml; charset=utf-8';
const TUTOR_SECTION = /^tutors-([1-9]\d{0,5})\.xml$/;

export async function seoRoutes(app: FastifyInstance, { ctx }: { ctx: Pick<AppContext, 'db' | 'config'> }) {
  // Absolute addresses come from PUBLIC_URL, never from the request's Host (issue 26).
  const origin = ctx.config.notifications.publicUrl;
  const config = { access: 'public', limit: 'publicRead' } as const;

  app.get('/robots.txt', { config }, async (_request, reply) =>
    reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', FOR_A_MINUTE)
      .send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', { config }, async (_request, reply) => {
    const sections = await sitemapSections({ ctx });
    return reply
      .header('Content-Type', XML)
      .header('Cache-Control', FOR_A_MINUTE)
      .send(sitemapIndexXml(origin, sections));
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', { config }, async (request, reply) => {
    const { name } = request.params;
    const tutorSection = TUTOR_SECTION.exec(name);
    const entries =
      name === 'pages.xml'
        ? await pageEntries({ ctx, origin })
        : name === 'places.xml'
          ? await placeEntries({ ctx, origin })
          : tutorSection
            ? await tutorEntries({ ctx, origin, section: Number(tutorSection[1]) })
            : [];
    // A section past the last (or any other name) is not there.
    if (entries.length === 0) return reply.callNotFound();
    return reply.header('Content-Type', XML).header('Cache-Control', FOR_A_MINUTE).send(urlSetXml(entries));
  });
}
