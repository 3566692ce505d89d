// What search engines may read and where it is (issue 32): the sitemap index, its sections and
// robots.txt, written from the live directory. A section holds at most 50,000 addresses (the
// sitemap protocol's limit); `lastmod` comes from the data, not from the time of the request.
import { PLACE_PAGE_MIN_OFFERS, placeSlug } from '@gharguru/contract';
import { count, desc, max } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { tuitions } from '../../db/schema.js';
import { getDirectoryFacets } from '../directory/facets.js';
import { isListed } from '../directory/public-tuitions.js';

type Ctx = Pick<AppContext, 'db'>;

export const SITEMAP_SECTION_LIMIT = 50_000;

/** Public pages worth finding, besides the tutors' own: forms to sign in or reset are left out. */
export const FINDABLE_PAGES = [
  '/home',
  '/tutors',
  '/contact-student',
  '/register',
  '/track',
  '/about',
  '/contactus-form',
  '/privacy',
];

/**
 * What no crawler should read: the API, signed-in screens, sign-in forms and pages whose address
 * carries a secret (a reset or review token). Prefixes, as robots.txt matches them.
 */
export const DISALLOWED_PREFIXES = [
  '/api/',
  '/admin',
  '/teacher-',
  '/add-tuition',
  '/tution-details/',
  '/tution/',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/review/',
  '/choose/',
  '/alerts/',
];

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

/** The sections of the sitemap index: the pages, then one file per 50,000 listed offers. */
export async function sitemapSections({
  ctx,
  sectionLimit = SITEMAP_SECTION_LIMIT,
}: {
  ctx: Ctx;
  sectionLimit?: number;
}): Promise<{ name: string; lastmod?: Date }[]> {
  const [listed] = await ctx.db
    .select({ offers: count(), lastChange: max(tuitions.updatedAt) })
    .from(tuitions)
    .where(isListed);
  const offers = listed?.offers ?? 0;
  const lastChange = listed?.lastChange ?? undefined;
  const tutorSections = Math.ceil(offers / sectionLimit);
  const places = await placeEntries({ ctx, origin: '' });
  return [
    { name: 'pages.xml', lastmod: lastChange },
    ...(places.length > 0 ? [{ name: 'places.xml', lastmod: lastChange }] : []),
    ...Array.from({ length: tutorSections }, (_, index) => ({ name: `tutors-${index + 1}.xml`, lastmod: lastChange })),
  ];
}

/** The findable pages; /tutors changes whenever a listed offer does. */
export async function pageEntries({ ctx, origin }: { ctx: Ctx; origin: string }): Promise<SitemapEntry[]> {
  const [listed] = await ctx.db
    .select({ lastChange: max(tuitions.updatedAt) })
    .from(tuitions)
    .where(isListed);
  return FINDABLE_PAGES.map((page) => ({
    loc: `${origin}${page}`,
    lastmod: page === '/tutors' ? (listed?.lastChange ?? undefined) : undefined,
  }));
}

/**
 * The city pages and city-and-subject pages that exist (at least PLACE_PAGE_MIN_OFFERS listed
 * offers), from the directory's facets: the commonest first.
 */
export async function placeEntries({ ctx, origin }: { ctx: Ctx; origin: string }): Promise<SitemapEntry[]> {
  const facets = await getDirectoryFacets({ ctx });
  const cities = facets.cities.filter((city) => city.count >= PLACE_PAGE_MIN_OFFERS);
  return [
    ...cities.map((city) => ({ loc: `${origin}/tutors/in/${placeSlug(city.value)}` })),
    ...facets.citySubjects.map((pair) => ({
      loc: `${origin}/tutors/in/${placeSlug(pair.city)}/${placeSlug(pair.value)}`,
    })),
  ];
}

/** The listed offers of section `section` (1-based), newest first; empty past the last. */
export async function tutorEntries({
  ctx,
  origin,
  section,
  sectionLimit = SITEMAP_SECTION_LIMIT,
}: {
  ctx: Ctx;
  origin: string;
  section: number;
  sectionLimit?: number;
}): Promise<SitemapEntry[]> {
  const rows = await ctx.db
    .select({ id: tuitions.id, updatedAt: tuitions.updatedAt })
    .from(tuitions)
    .where(isListed)
    .orderBy(desc(tuitions.createdAt), desc(tuitions.id))
    .limit(sectionLimit)
    .offset((section - 1) * sectionLimit);
  return rows.map((row) => ({ loc: `${origin}/tutors/${row.id}`, lastmod: row.updatedAt }));
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
const lastmodOf = (date?: Date) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

export function urlSetXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeXml(entry.loc)}</loc>${lastmodOf(entry.lastmod)}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, sections: { name: string; lastmod?: Date }[]): string {
  const items = sections.map(
    (section) =>
      `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${section.name}`)}</loc>${lastmodOf(section.lastmod)}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function robotsTxt(origin: string): string {
  const rules = DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`);
  return ['User-agent: *', 'Allow: /', ...rules, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
