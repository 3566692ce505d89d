// GET /api/admin/student-requests/{id}/suggestions: the teachers who fit a request, best first.
import {
  type ForClass,
  MSG,
  type StudentClass,
  type StudentRequestRecord,
  SUGGESTION_LIMIT,
  type Suggestion,
  subjectKeys,
} from '@gharguru/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { matches } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { getDirectoryFacets } from '../directory/facets.js';
import { findStudentRequestRecord } from '../student-requests/service.js';
import { type Candidate, findCandidates } from './candidates.js';
import { placeKey, type RankedCandidate, rankCandidates } from './rank.js';

type Ctx = Pick<AppContext, 'db'>;

/** The median monthly fee per class band: in the request's city when known there, else overall. */
async function typicalFeesFor({ ctx, city }: { ctx: Ctx; city: string }) {
  const { typicalFees } = await getDirectoryFacets({ ctx });
  const cityKey = placeKey(city);
  const overall = new Map<ForClass, number>();
  const local = new Map<ForClass, number>();
  for (const fee of typicalFees) {
    if (fee.city === null) overall.set(fee.forClass, fee.medianMonthly);
    else if (placeKey(fee.city) === cityKey) local.set(fee.forClass, fee.medianMonthly);
  }
  return (forClass: ForClass) => local.get(forClass) ?? overall.get(forClass);
}

/** Teachers who declined this request, or whose proposal for it was withdrawn: not suggested again. */
async function findTeachersDone({ ctx, requestId }: { ctx: Ctx; requestId: string }) {
  const rows = await ctx.db
    .select({ teacherId: matches.teacherId })
    .from(matches)
    .where(and(eq(matches.requestId, requestId), inArray(matches.state, ['declined', 'withdrawn'])));
  return [...new Set(rows.map((row) => row.teacherId))];
}

function toSuggestion(ranked: RankedCandidate<Candidate>): Suggestion {
  const { candidate } = ranked;
  const offer = candidate.offer;
  return {
    teacher: {
      _id: candidate.teacherId,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      mobile: candidate.mobile,
      level: candidate.level,
      city: candidate.city,
      area: candidate.area,
      subjects: [...candidate.subjects],
      verified: candidate.verified,
      activeMatches: candidate.activeMatches,
    },
    ...(offer
      ? {
          tuition: {
            _id: offer.id,
            name: offer.name,
            subjects: [...offer.subjects],
            forClass: offer.forClass,
            price: offer.price,
            priceType: offer.priceType,
          },
        }
      : {}),
    score: ranked.score,
    reasons: ranked.reasons,
    misses: ranked.misses,
  };
}

export async function getSuggestions({
  ctx,
  requestId,
  limit = SUGGESTION_LIMIT.default,
}: {
  ctx: Ctx;
  requestId: string;
  limit?: number;
}): Promise<{ request: StudentRequestRecord; suggestions: Suggestion[] }> {
  const request = await findStudentRequestRecord({ ctx, id: requestId });
  if (!request) throw new AppError('NOT_FOUND', MSG.matchRequestNotFound);
  const rankRequest = {
    class: request.class as StudentClass,
    subjects: request.subjects,
    city: request.city,
    area: request.area,
    chosenOfferId: request.tuition?._id,
  };
  const [skipTeachers, typicalMonthlyFee] = await Promise.all([
    findTeachersDone({ ctx, requestId }),
    typicalFeesFor({ ctx, city: request.city }),
  ]);
  const candidates = await findCandidates({
    ctx,
    request: { ...rankRequest, id: request._id, subjectKeys: subjectKeys(request.subjects) },
    wanted: limit,
    skipTeachers,
  });
  const ranked = rankCandidates(rankRequest, candidates, { typicalMonthlyFee }, limit);
  return { request, suggestions: ranked.map(toSuggestion) };
}
