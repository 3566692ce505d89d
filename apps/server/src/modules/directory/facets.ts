// What the directory's filters offer: the cities, areas and subjects that have listed offers, with
// counts, and the median monthly fee per class band, overall and per city ("typical fee" hints).
import { type DirectoryFacetsResponse, type ForClass, PLACE_PAGE_MIN_OFFERS } from '@gharguru/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { teachers, tuitions } from '../../db/schema.js';
import { cachedFacets } from './facets-cache.js';
import { isListed } from './public-tuitions.js';

type Ctx = Pick<AppContext, 'db'>;
export type DirectoryFacets = Omit<DirectoryFacetsResponse, 'message' | 'code' | 'params'>;

/** Facet lists stay short for the filter menus. */
const MAX_VALUES = 100;

async function computeFacets(db: Ctx['db']): Promise<DirectoryFacets> {
  // Spellings of one city differ in case only: grouped by lower case, shown in the commonest spelling.
  const cityKey = sql`lower(${teachers.city})`;
  const areaKey = sql`lower(${teachers.area})`;
  const offers = sql<number>`count(*)`.mapWith(Number);
  const [cities, areas, subjects, fees, citySubjects] = await Promise.all([
    db
      .select({ value: sql<string>`mode() within group (order by ${teachers.city})`, count: offers })
      .from(tuitions)
      .innerJoin(teachers, eq(teachers.id, tuitions.teacherId))
      .where(isListed)
      .groupBy(cityKey)
      .orderBy(desc(offers))
      .limit(MAX_VALUES),
    db
      .select({
        city: sql<string>`mode() within group (order by ${teachers.city})`,
        value: sql<string>`mode() within group (order by ${teachers.area})`,
        count: offers,
      })
      .from(tuitions)
      .innerJoin(teachers, eq(teachers.id, tuitions.teacherId))
      .where(isListed)
      .groupBy(cityKey, areaKey)
      .orderBy(desc(offers))
      .limit(MAX_VALUES * 5),
    db
      .select({ value: sql<string>`subject_key`, count: offers })
      .from(sql`${tuitions} cross join lateral unnest(${tuitions.subjectKeys}) as subject_key`)
      .where(isListed)
      .groupBy(sql`subject_key`)
      .orderBy(desc(offers))
      .limit(MAX_VALUES),
    db
      .select({
        forClass: tuitions.forClass,
        city: sql<
          string | null
        >`case when grouping(${cityKey}) = 1 then null else mode() within group (order by ${teachers.city}) end`,
        medianMonthly: sql<number>`percentile_cont(0.5) within group (order by ${tuitions.price})`.mapWith(Number),
        offers,
      })
      .from(tuitions)
      .innerJoin(teachers, eq(teachers.id, tuitions.teacherId))
      .where(and(isListed, eq(tuitions.priceType, 'monthly')))
      .groupBy(sql`grouping sets ((${tuitions.forClass}), (${tuitions.forClass}, ${cityKey}))`),
    // Subjects with enough offers in a city for a page of their own (/tutors/in/:city/:subject).
    db
      .select({
        city: sql<string>`mode() within group (order by ${teachers.city})`,
        value: sql<string>`subject_key`,
        count: offers,
      })
      .from(sql`${tuitions} cross join lateral unnest(${tuitions.subjectKeys}) as subject_key`)
      .innerJoin(teachers, eq(teachers.id, tuitions.teacherId))
      .where(isListed)
      .groupBy(cityKey, sql`subject_key`)
      .having(sql`count(*) >= ${PLACE_PAGE_MIN_OFFERS}`)
      .orderBy(desc(offers))
      .limit(MAX_VALUES * 5),
  ]);
  return {
    cities,
    areas,
    subjects,
    citySubjects,
    typicalFees: fees.map((fee) => ({
      ...fee,
      forClass: fee.forClass as ForClass,
      // Rupees with at most two decimals, like every price.
      medianMonthly: Math.round(fee.medianMonthly * 100) / 100,
    })),
  };
}

export function getDirectoryFacets({ ctx }: { ctx: Ctx }): Promise<DirectoryFacets> {
  return cachedFacets(ctx.db, () => computeFacets(ctx.db));
}
