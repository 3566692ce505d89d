// Charges as the books show them (issue 29): with the payer's current name and contact (an admin
// sees contacts), what is paid, refunded and outstanding, how many days overdue, and their payments
// and refunds with who recorded them. Pure reads; `today` is the day in Nepal.
import { MSG } from '@gharguru/contract';
import type { Charge, ChargeStatus, ChargeSummary, Payment, Refund, TeacherCharge } from '@gharguru/contract';
import { type SQL, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { admins, charges, matches, payments, refunds, studentRequests, teachers } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { displayName } from '../matching/match-views.js';
import type { DbOrTx } from '../notifications/outbox.js';
import { daysBetween, nepalDay } from './days.js';

type ChargeRow = typeof charges.$inferSelect;

/** What a charge still owes: nothing once refunded (a refund settles it), else amount − paid. */
export function outstandingOf(charge: Pick<ChargeRow, 'amount' | 'paid' | 'refunded'>): number {
  return charge.refunded > 0 ? 0 : charge.amount - charge.paid;
}

/** The same in SQL, for the database's sums. */
export const outstandingSql = sql<number>`case when ${charges.refunded} > 0 then 0 else ${charges.amount} - ${charges.paid} end`;

export function statusOf(charge: Pick<ChargeRow, 'amount' | 'paid' | 'refunded'>): ChargeStatus {
  if (charge.refunded > 0) return 'refunded';
  if (charge.paid >= charge.amount) return 'paid';
  return charge.paid > 0 ? 'partlyPaid' : 'due';
}

export function daysOverdueOf(charge: Pick<ChargeRow, 'amount' | 'paid' | 'refunded' | 'dueOn'>, today: string) {
  return outstandingOf(charge) > 0 ? Math.max(0, daysBetween(charge.dueOn, today)) : 0;
}

/** A charge with its payer's current name and contact, and the request's class and subjects. */
export function selectCharges(db: DbOrTx, extra: { total?: SQL<number> } = {}) {
  return db
    .select({
      charge: charges,
      teacherFirst: teachers.firstName,
      teacherLast: teachers.lastName,
      teacherMobile: teachers.mobile,
      familyFirst: studentRequests.firstName,
      familyLast: studentRequests.lastName,
      familyMobile: studentRequests.mobile,
      requestClass: studentRequests.class,
      requestSubjects: studentRequests.subjects,
      ...extra,
    })
    .from(charges)
    .leftJoin(teachers, eq(teachers.id, charges.teacherId))
    .leftJoin(matches, eq(matches.id, charges.matchId))
    .leftJoin(studentRequests, eq(studentRequests.id, matches.requestId));
}

export type SelectedCharge = Awaited<ReturnType<typeof selectCharges>>[number];

export function toChargeSummary(row: SelectedCharge, today: string = nepalDay(new Date())): ChargeSummary {
  const { charge } = row;
  return {
    _id: charge.id,
    number: charge.number,
    kind: charge.kind,
    payer: charge.payer,
    matchId: charge.matchId,
    requestCode: charge.requestCode,
    payerName: charge.payerName,
    teacher:
      charge.teacherId && row.teacherFirst !== null
        ? {
            _id: charge.teacherId,
            firstName: row.teacherFirst,
            lastName: row.teacherLast ?? '',
            mobile: row.teacherMobile ?? '',
          }
        : null,
    family:
      row.familyFirst !== null
        ? { firstName: row.familyFirst, lastName: row.familyLast ?? '', mobile: row.familyMobile ?? '' }
        : null,
    monthlyFee: charge.monthlyFee,
    chargedOn: charge.chargedOn,
    ruleVersion: charge.ruleVersion,
    amount: charge.amount,
    paid: charge.paid,
    refunded: charge.refunded,
    outstanding: outstandingOf(charge),
    status: statusOf(charge),
    dueOn: charge.dueOn,
    daysOverdue: daysOverdueOf(charge, today),
    refundableUntil: charge.refundableUntil,
    remindersSent: charge.remindersSent,
    createdAt: charge.createdAt.toISOString(),
  };
}

const reverser = alias(admins, 'reverser');

/** The charge a payment or refund belongs to, as the period lists show it. */
export const chargeRefColumns = {
  chargeNumber: charges.number,
  chargeKind: charges.kind,
  payerName: charges.payerName,
  matchId: charges.matchId,
};

/** Payments with who recorded and who reversed them, and their charge's number, kind and payer. */
export function selectPayments(db: DbOrTx) {
  return db
    .select({
      payment: payments,
      recorderFirst: admins.firstName,
      recorderLast: admins.lastName,
      reverserFirst: reverser.firstName,
      reverserLast: reverser.lastName,
      ...chargeRefColumns,
    })
    .from(payments)
    .innerJoin(charges, eq(charges.id, payments.chargeId))
    .leftJoin(admins, eq(admins.id, payments.recordedBy))
    .leftJoin(reverser, eq(reverser.id, payments.reversedBy));
}

type PaymentRowSelected = Awaited<ReturnType<typeof selectPayments>>[number];

export function toPayment(
  row: Pick<PaymentRowSelected, 'payment' | 'recorderFirst' | 'recorderLast' | 'reverserFirst' | 'reverserLast'>,
): Payment {
  const { payment } = row;
  return {
    _id: payment.id,
    chargeId: payment.chargeId,
    receiptNumber: payment.receiptNumber,
    amount: payment.amount,
    method: payment.method,
    reference: payment.reference,
    receivedAt: payment.receivedAt.toISOString(),
    recordedBy: displayName(row.recorderFirst, row.recorderLast),
    recordedAt: payment.recordedAt.toISOString(),
    reversal:
      payment.reversedAt && payment.reversalReason !== null
        ? {
            reason: payment.reversalReason,
            at: payment.reversedAt.toISOString(),
            by: displayName(row.reverserFirst, row.reverserLast),
          }
        : null,
  };
}

export function selectRefunds(db: DbOrTx) {
  return db
    .select({ refund: refunds, recorderFirst: admins.firstName, recorderLast: admins.lastName, ...chargeRefColumns })
    .from(refunds)
    .innerJoin(charges, eq(charges.id, refunds.chargeId))
    .leftJoin(admins, eq(admins.id, refunds.recordedBy));
}

export function toRefund(row: Awaited<ReturnType<typeof selectRefunds>>[number]): Refund {
  const { refund } = row;
  return {
    _id: refund.id,
    chargeId: refund.chargeId,
    amount: refund.amount,
    method: refund.method,
    reference: refund.reference,
    paidAt: refund.paidAt.toISOString(),
    reason: refund.reason,
    recordedBy: displayName(row.recorderFirst, row.recorderLast),
    recordedAt: refund.recordedAt.toISOString(),
  };
}

export interface ChargeWithRequest {
  charge: Charge;
  /** The request's class and subjects (empty once the request is deleted): the teacher's view shows them. */
  request: { class: string; subjects: string[] };
}

/** The charges `where` selects, with their payments and refunds, in `order`. */
export async function findChargesWithRequest(
  db: DbOrTx,
  where: SQL | undefined,
  { order = 'oldest', limit = 100 }: { order?: 'oldest' | 'newest'; limit?: number } = {},
): Promise<ChargeWithRequest[]> {
  const rows = await selectCharges(db)
    .where(where)
    .orderBy(
      ...(order === 'oldest'
        ? [asc(charges.createdAt), asc(charges.number)]
        : [desc(charges.createdAt), desc(charges.number)]),
    )
    .limit(limit);
  const ids = rows.map((row) => row.charge.id);
  if (ids.length === 0) return [];
  const [paymentRows, refundRows] = await Promise.all([
    selectPayments(db)
      .where(inArray(payments.chargeId, ids))
      .orderBy(asc(payments.receivedAt), asc(payments.recordedAt)),
    selectRefunds(db).where(inArray(refunds.chargeId, ids)).orderBy(asc(refunds.paidAt), asc(refunds.recordedAt)),
  ]);
  const today = nepalDay(new Date());
  return rows.map((row) => ({
    charge: {
      ...toChargeSummary(row, today),
      payments: paymentRows.filter((p) => p.payment.chargeId === row.charge.id).map(toPayment),
      refunds: refundRows.filter((r) => r.refund.chargeId === row.charge.id).map(toRefund),
    },
    request: { class: row.requestClass ?? '', subjects: row.requestSubjects ?? [] },
  }));
}

export async function findCharges(db: DbOrTx, where: SQL | undefined) {
  return (await findChargesWithRequest(db, where)).map((found) => found.charge);
}

export async function findCharge(db: DbOrTx, id: string): Promise<Charge | undefined> {
  const [charge] = await findCharges(db, eq(charges.id, id));
  return charge;
}

/** A teacher's own charge: no family contact, no admin names. */
export function toTeacherCharge({ charge, request }: ChargeWithRequest): TeacherCharge {
  const { teacher: _teacher, family: _family, payerName: _payerName, ...rest } = charge;
  return {
    ...rest,
    request,
    payments: charge.payments.map(({ recordedBy: _by, reversal, ...payment }) => ({
      ...payment,
      reversed: reversal !== null,
    })),
    refunds: charge.refunds.map(({ recordedBy: _by, ...refund }) => refund),
  };
}

/** GET /api/admin/matches/{id}/charges: the match's charges, oldest first (404 for an unknown match). */
export async function findMatchCharges({ ctx, matchId }: { ctx: { db: DbOrTx }; matchId: string }): Promise<Charge[]> {
  const [match] = await ctx.db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
  if (!match) throw new AppError('NOT_FOUND', MSG.matchNotFound);
  return findCharges(ctx.db, eq(charges.matchId, matchId));
}
