// The family's advance on their tracking page (issue 29): the newest advance raised for the request,
// what was paid and refunded, and until when it can be refunded. Amounts only, no names.
import type { TrackAdvance } from '@gharguru/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { charges, matches } from '../../db/schema.js';
import { statusOf } from './charge-views.js';

export async function findTrackAdvance({
  ctx,
  requestId,
}: {
  ctx: Pick<AppContext, 'db'>;
  requestId: string;
}): Promise<TrackAdvance | undefined> {
  const [charge] = await ctx.db
    .select({
      amount: charges.amount,
      paid: charges.paid,
      refunded: charges.refunded,
      dueOn: charges.dueOn,
      refundableUntil: charges.refundableUntil,
    })
    .from(charges)
    .innerJoin(matches, eq(matches.id, charges.matchId))
    .where(and(eq(matches.requestId, requestId), eq(charges.kind, 'advance')))
    .orderBy(desc(charges.createdAt))
    .limit(1);
  return charge ? { ...charge, status: statusOf(charge) } : undefined;
}
