// A family follows its request with the request code and its mobile number (requirements DEC-12).
// A wrong code and a wrong mobile number get the same answer, so codes cannot be probed.
import { timingSafeEqual } from 'node:crypto';
import {
  MSG,
  type RequestStage,
  type RequestStatusBody,
  type RequestStatusResponse,
  type Status,
} from '@gharguru/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { studentRequests } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { findTrackAdvance } from '../books/track-advance.js';
import { findRequestMatch, hasClosedMatch } from '../matching/request-match.js';
import { findListedTuition } from './public-tuitions.js';

type Ctx = Pick<AppContext, 'db'>;

/** Completed is set when a tutor was found for the family (by an admin, or when a teacher accepts a match). */
const STAGE_OF_STATUS: Record<Status, RequestStage> = { Pending: 'received', Completed: 'tutorFound' };

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function getRequestStatus({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: RequestStatusBody;
}): Promise<Omit<RequestStatusResponse, 'message' | 'code' | 'params'>> {
  const [row] = await ctx.db
    .select({
      id: studentRequests.id,
      mobile: studentRequests.mobile,
      status: studentRequests.status,
      createdAt: studentRequests.createdAt,
      tuitionId: studentRequests.tuitionId,
      closeReason: studentRequests.closeReason,
    })
    .from(studentRequests)
    .where(eq(studentRequests.requestCode, input.requestCode))
    .limit(1);
  if (!row || !sameText(row.mobile, input.mobile)) throw new AppError('NOT_FOUND', MSG.requestNotFound);
  const tuition = row.tuitionId ? await findListedTuition({ ctx, id: row.tuitionId }) : undefined;
  const match = await findRequestMatch({ ctx, requestId: row.id });
  const advance = await findTrackAdvance({ ctx, requestId: row.id });
  // A tutor found through a match that has since been closed is no longer "tutor found" (issue 26),
  // nor is a request an admin closed with a reason (issue 33); one an admin completed without a
  // match before reasons existed stays so.
  const closed =
    row.status === 'Completed' &&
    !match &&
    (row.closeReason !== null || (await hasClosedMatch({ ctx, requestId: row.id })));
  return {
    status: closed ? 'closed' : STAGE_OF_STATUS[row.status],
    submittedAt: row.createdAt.toISOString(),
    ...(tuition ? { tuition } : {}),
    ...(match ? { match } : {}),
    ...(advance ? { advance } : {}),
  };
}
