// The charges a started match raises (issue 29), in the transaction that starts it: the tutor's
// commission and, when the rules ask for one, the family's advance, each numbered in the fiscal
// year of the first lesson, computed under the rules in force now, with an audit row each.
import { CHARGE_NUMBER_PREFIX, type ChargeKind, PAYER_OF_CHARGE, commissionOf, percentOf } from '@gharguru/contract';
import { eq } from 'drizzle-orm';
import { charges, matches, studentRequests, teachers } from '../../db/schema.js';
import type { DbOrTx } from '../notifications/outbox.js';
import { audit } from './audit.js';
import { addDays } from './days.js';
import { rulesInForce } from './fee-rules.js';
import { nextNumber } from './numbering.js';

export interface MatchStart {
  matchId: string;
  adminId: string;
  /** Paisa. */
  monthlyFee: number;
  /** The first lesson's day. */
  startedOn: string;
}

export async function raiseStartCharges(tx: DbOrTx, start: MatchStart): Promise<void> {
  const [match] = await tx
    .select({
      teacherId: matches.teacherId,
      teacherFirst: teachers.firstName,
      teacherLast: teachers.lastName,
      requestCode: studentRequests.requestCode,
      familyFirst: studentRequests.firstName,
      familyLast: studentRequests.lastName,
    })
    .from(matches)
    .innerJoin(teachers, eq(teachers.id, matches.teacherId))
    .innerJoin(studentRequests, eq(studentRequests.id, matches.requestId))
    .where(eq(matches.id, start.matchId));
  if (!match) throw new Error(`the started match ${start.matchId} has no teacher or request`);
  const rules = await rulesInForce(tx);
  const amounts: Record<ChargeKind, number> = {
    commission: commissionOf(start.monthlyFee, rules),
    advance: percentOf(start.monthlyFee, rules.advancePercent),
  };
  for (const kind of ['commission', 'advance'] as const) {
    const amount = amounts[kind];
    if (amount <= 0) continue;
    const payer = PAYER_OF_CHARGE[kind];
    const number = await nextNumber(tx, 'charge', CHARGE_NUMBER_PREFIX, start.startedOn);
    const [charge] = await tx
      .insert(charges)
      .values({
        number,
        kind,
        payer,
        matchId: start.matchId,
        teacherId: match.teacherId,
        requestCode: match.requestCode,
        payerName:
          payer === 'teacher'
            ? `${match.teacherFirst} ${match.teacherLast}`
            : `${match.familyFirst} ${match.familyLast}`,
        monthlyFee: start.monthlyFee,
        chargedOn: start.startedOn,
        dueOn: kind === 'commission' ? addDays(start.startedOn, rules.dueDays) : start.startedOn,
        refundableUntil: kind === 'advance' ? addDays(start.startedOn, rules.refundWindowDays) : null,
        ruleVersion: rules.version,
        remindersOn: rules.remindersOn,
        amount,
        createdBy: start.adminId,
      })
      .returning();
    await audit(tx, {
      actor: { role: 'admin', id: start.adminId },
      action: 'charge.raise',
      chargeId: charge?.id,
      subjectId: start.matchId,
      before: null,
      after: charge,
    });
  }
}
