// The candidates the ranking weighs for one request (docs/decisions/015-match-ranking.md): a pool of
// listed offers read on the directory's indexes, their teachers, and every teacher's active-match
// count; verified teachers without a listed offer only when the pool is short of teachers.
import {
  ACTIVE_MATCH_STATES,
  type ForClass,
  type PriceType,
  SUBJECT_SYNONYMS,
  type TeacherLevel,
  forClassOf,
  type StudentClass,
} from '@gharguru/contract';
import { type SQLWrapper, and, eq, inArray, isNotNull, notExists, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { offerSummaryColumns, teacherPlaceColumns } from '../../db/columns.js';
import { matches, teachers, tuitions } from '../../db/schema.js';
import { RANK_WEIGHTS, type RankCandidate, placeKey } from './rank.js';

type Ctx = Pick<AppContext, 'db'>;

/** At most this many listed offers reach the exact ranking (decision 014 says why it is enough). */
export const CANDIDATE_POOL = 300;
/** At most this many verified teachers without a listed offer are read. */
const NO_OFFER_POOL = 200;

/** A candidate with what the admin's suggestion shows of the teacher. */
export interface Candidate extends RankCandidate {
  firstName: string;
  lastName: string;
  mobile: string;
  offer?: RankCandidate['offer'] & { name: string };
}

export interface CandidateRequest {
  id: string;
  class: StudentClass;
  subjectKeys: string[];
  city: string;
  area: string;
  /** The directory offer the family chose: in the pool whenever it is still listed. */
  chosenOfferId?: string;
}

/**
 * The SQL pre-order of the pool: the ranking's subject, class, place and trust points, read from
 * the same weights (load and fee are left to the exact ranking).
 */
function poolScore(request: CandidateRequest) {
  const share = RANK_WEIGHTS.subjects / Math.max(1, request.subjectKeys.length);
  const subjectPoints = sql.join(
    request.subjectKeys.map((key) => sql`(${tuitions.subjectKeys} @> array[${key}]::text[])::int`),
    sql` + `,
  );
  const city = placeKey(request.city);
  const area = placeKey(request.area);
  return sql<number>`(${subjectPoints}) * ${share}::float8
    + (case when ${tuitions.forClass} = ${forClassOf(request.class)} then ${RANK_WEIGHTS.classBand} else 0 end)
    + (case when ${tuitions.teacherCityKey} = ${city} and ${tuitions.teacherAreaKey} = ${area} then ${RANK_WEIGHTS.sameArea}
            when ${tuitions.teacherCityKey} = ${city} then ${RANK_WEIGHTS.sameCity} else 0 end)
    + (case when ${tuitions.teacherVerified} then ${RANK_WEIGHTS.verified} else 0 end)`;
}

const LISTED = eq(tuitions.status, 'Completed');

/** Ids as one array parameter (`= any($1)`): one bind value, not one per id. */
const anyOf = (column: SQLWrapper, ids: readonly string[]) => sql`${column} = any(${sql.param(ids)}::uuid[])`;

/** The teacher's active matches (proposed, accepted, started), by matches_teacher_state_idx. */
const activeMatchCount = sql<number>`(select count(*)::int from ${matches}
  where ${matches.teacherId} = ${teachers.id} and ${inArray(matches.state, [...ACTIVE_MATCH_STATES])})`;

const teacherColumns = {
  ...teacherPlaceColumns,
  subjects: teachers.subjects,
  activeMatches: activeMatchCount,
};

type TeacherRow = {
  [K in Exclude<keyof typeof teacherColumns, 'activeMatches'>]: (typeof teachers.$inferSelect)[K];
} & {
  activeMatches: number;
};

/** A search for a request's candidates: the request, and the teachers (`skipTeachers`) to leave out. */
type CandidateSearch = { ctx: Ctx; request: CandidateRequest; skipTeachers: string[] };

/**
 * The pool, in one statement: the best `CANDIDATE_POOL` listed offers by the pre-order (an
 * index-only scan of tuitions_listed_match_idx: every column the inner query reads is in it), then
 * their names and subjects by id, their teachers and the teachers' active matches.
 */
function findOfferPool({ ctx, request, skipTeachers }: CandidateSearch) {
  const score = poolScore(request);
  const skip = skipTeachers.length > 0 ? sql`not (${anyOf(tuitions.teacherId, skipTeachers)})` : undefined;
  const pool = ctx.db
    .select({ id: tuitions.id })
    .from(tuitions)
    .where(and(LISTED, sql`${tuitions.subjectKeys} && ${sql.param(request.subjectKeys)}::text[]`, skip))
    .orderBy(sql`${score} desc`, tuitions.price, tuitions.id)
    .limit(CANDIDATE_POOL);
  return ctx.db
    .select({
      offer: offerSummaryColumns,
      teacher: teacherColumns,
    })
    .from(tuitions)
    .innerJoin(teachers, eq(teachers.id, tuitions.teacherId))
    .where(
      request.chosenOfferId
        ? or(inArray(tuitions.id, pool), and(eq(tuitions.id, request.chosenOfferId), LISTED, skip))
        : inArray(tuitions.id, pool),
    );
}

/** Every spelling that means one of the request's subject keys (lower case), for the teachers' own lists. */
function spellingsOf(subjectKeys: readonly string[]): string[] {
  const synonyms = SUBJECT_SYNONYMS as Record<string, readonly string[]>;
  return [...new Set(subjectKeys.flatMap((key) => [key, ...(synonyms[key] ?? [])]))];
}

/** Verified teachers with none of their offers listed who list one of the request's subjects. */
function findVerifiedWithoutOffer({ ctx, request, skipTeachers }: CandidateSearch) {
  const spellings = spellingsOf(request.subjectKeys);
  return ctx.db
    .select(teacherColumns)
    .from(teachers)
    .where(
      and(
        isNotNull(teachers.verifiedAt),
        skipTeachers.length > 0 ? sql`not (${anyOf(teachers.id, skipTeachers)})` : undefined,
        sql`exists (select 1 from unnest(${teachers.subjects}) as s(subject)
                    where lower(regexp_replace(btrim(s.subject), '\\s+', ' ', 'g')) = any(${sql.param(spellings)}::text[]))`,
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(tuitions)
            .where(and(eq(tuitions.teacherId, teachers.id), LISTED)),
        ),
      ),
    )
    .orderBy(teachers.id)
    .limit(NO_OFFER_POOL);
}

function candidateOf(
  teacher: TeacherRow,
  offer?: {
    id: string;
    name: string;
    subjects: string[];
    forClass: ForClass;
    price: number;
    priceType: PriceType;
  },
): Candidate {
  return {
    teacherId: teacher.id,
    firstName: teacher.firstName,
    lastName: teacher.lastName,
    mobile: teacher.mobile,
    level: teacher.level as TeacherLevel,
    city: teacher.city,
    area: teacher.area,
    subjects: teacher.subjects,
    verified: teacher.verifiedAt !== null,
    activeMatches: teacher.activeMatches,
    ...(offer ? { offer } : {}),
  };
}

/**
 * The candidates for a request: one per pooled offer, then (when fewer than `wanted` teachers came
 * with offers) one per verified teacher without a listed offer. `skipTeachers` are left out (those
 * who declined or were withdrawn from this request).
 */
export async function findCandidates({
  ctx,
  request,
  wanted,
  skipTeachers,
}: CandidateSearch & { wanted: number }): Promise<Candidate[]> {
  if (request.subjectKeys.length === 0) return [];
  const pooled = await findOfferPool({ ctx, request, skipTeachers });
  const candidates = pooled.map((row) => candidateOf(row.teacher, row.offer));
  const teachersWithOffer = new Set(candidates.map((candidate) => candidate.teacherId)).size;
  if (teachersWithOffer >= wanted) return candidates;
  const withoutOffer = await findVerifiedWithoutOffer({ ctx, request, skipTeachers });
  return [...candidates, ...withoutOffer.map((teacher) => candidateOf(teacher))];
}
