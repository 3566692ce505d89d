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
import { and, count, eq, inArray, isNotNull, notExists, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
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

/**
 * The pool: the best `CANDIDATE_POOL` listed offers by the pre-order, read by an index-only scan of
 * tuitions_listed_match_idx (every column here is in it); then their names and subjects by id.
 */
async function findOfferPool({
  ctx,
  request,
  skipTeachers,
}: {
  ctx: Ctx;
  request: CandidateRequest;
  skipTeachers: string[];
}) {
  const score = poolScore(request);
  const pool = await ctx.db
    .select({ id: tuitions.id })
    .from(tuitions)
    .where(
      and(
        LISTED,
        sql`${tuitions.subjectKeys} && ${sql.param(request.subjectKeys)}::text[]`,
        skipTeachers.length > 0 ? notInArray(tuitions.teacherId, skipTeachers) : undefined,
      ),
    )
    .orderBy(sql`${score} desc`, tuitions.price, tuitions.id)
    .limit(CANDIDATE_POOL);
  if (pool.length === 0) return [];
  return ctx.db
    .select({
      id: tuitions.id,
      teacherId: tuitions.teacherId,
      name: tuitions.name,
      subjects: tuitions.subjects,
      forClass: tuitions.forClass,
      price: tuitions.price,
      priceType: tuitions.priceType,
    })
    .from(tuitions)
    .where(
      inArray(
        tuitions.id,
        pool.map((offer) => offer.id),
      ),
    );
}

const teacherColumns = {
  id: teachers.id,
  firstName: teachers.firstName,
  lastName: teachers.lastName,
  mobile: teachers.mobile,
  level: teachers.level,
  city: teachers.city,
  area: teachers.area,
  subjects: teachers.subjects,
  verifiedAt: teachers.verifiedAt,
};

/** Every spelling that means one of the request's subject keys (lower case), for the teachers' own lists. */
function spellingsOf(subjectKeys: readonly string[]): string[] {
  const synonyms = SUBJECT_SYNONYMS as Record<string, readonly string[]>;
  return [...new Set(subjectKeys.flatMap((key) => [key, ...(synonyms[key] ?? [])]))];
}

/** Verified teachers with none of their offers listed who list one of the request's subjects. */
async function findVerifiedWithoutOffer({
  ctx,
  request,
  skipTeachers,
}: {
  ctx: Ctx;
  request: CandidateRequest;
  skipTeachers: string[];
}) {
  const spellings = spellingsOf(request.subjectKeys);
  return ctx.db
    .select(teacherColumns)
    .from(teachers)
    .where(
      and(
        isNotNull(teachers.verifiedAt),
        skipTeachers.length > 0 ? notInArray(teachers.id, skipTeachers) : undefined,
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

/** Active matches per teacher (matches_teacher_state_idx). */
async function countActiveMatches({ ctx, teacherIds }: { ctx: Ctx; teacherIds: string[] }) {
  if (teacherIds.length === 0) return new Map<string, number>();
  const rows = await ctx.db
    .select({ teacherId: matches.teacherId, active: count() })
    .from(matches)
    .where(and(inArray(matches.teacherId, teacherIds), inArray(matches.state, [...ACTIVE_MATCH_STATES])))
    .groupBy(matches.teacherId);
  return new Map(rows.map((row) => [row.teacherId, row.active]));
}

type TeacherRow = { [K in keyof typeof teacherColumns]: (typeof teachers.$inferSelect)[K] };

function candidateOf(
  teacher: TeacherRow,
  activeMatches: number,
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
    activeMatches,
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
}: {
  ctx: Ctx;
  request: CandidateRequest;
  wanted: number;
  skipTeachers: string[];
}): Promise<Candidate[]> {
  if (request.subjectKeys.length === 0) return [];
  const offers = await findOfferPool({ ctx, request, skipTeachers });
  const teacherIds = [...new Set(offers.map((offer) => offer.teacherId))];
  const withOffer =
    teacherIds.length > 0
      ? await ctx.db.select(teacherColumns).from(teachers).where(inArray(teachers.id, teacherIds))
      : [];
  const withoutOffer = teacherIds.length < wanted ? await findVerifiedWithoutOffer({ ctx, request, skipTeachers }) : [];
  const active = await countActiveMatches({ ctx, teacherIds: [...teacherIds, ...withoutOffer.map((t) => t.id)] });
  const teacherById = new Map(withOffer.map((teacher) => [teacher.id, teacher]));
  const candidates: Candidate[] = [];
  for (const offer of offers) {
    const teacher = teacherById.get(offer.teacherId);
    if (teacher) candidates.push(candidateOf(teacher, active.get(teacher.id) ?? 0, offer));
  }
  for (const teacher of withoutOffer) candidates.push(candidateOf(teacher, active.get(teacher.id) ?? 0));
  return candidates;
}
