// Payments, reversals and refunds (issue 29). Each is one transaction: the charge's row lock (two
// admins recording at once take turns), the check against what is owed or refundable, the row, the
// charge's running totals and the audit row. A payment's idempotency key is unique: the same form
// sent twice records one payment and answers the second time with the first one.
import {
  type Charge,
  MSG,
  type Payment,
  type PaymentBody,
  RECEIPT_NUMBER_PREFIX,
  type Refund,
  type RefundBody,
  type ReversalBody,
  formatRupees,
  say,
} from '@gharguru/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { charges, payments, refunds } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DbOrTx } from '../notifications/outbox.js';
import { audit } from './audit.js';
import { findCharge, outstandingOf, selectPayments, selectRefunds, toPayment, toRefund } from './charge-views.js';
import { moneyInstant, nepalDay } from './days.js';
import { nextNumber } from './numbering.js';

type Ctx = Pick<AppContext, 'db'>;

/** A clock a little ahead of the server's is not "the future". */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

async function lockCharge(tx: Tx, chargeId: string) {
  const [charge] = await tx.select().from(charges).where(eq(charges.id, chargeId)).for('update');
  if (!charge) throw new AppError('NOT_FOUND', MSG.chargeNotFound);
  return charge;
}

/**
 * The charge's running totals after a change, and the change's audit row: `before` and `after` hold
 * the charge as it was and is, beside the record the change wrote (`was`, `is`).
 */
async function changeTotals(
  tx: Tx,
  change: {
    adminId: string;
    charge: Awaited<ReturnType<typeof lockCharge>>;
    totals: { paid?: number; refunded?: number };
    action: 'payment.record' | 'payment.reverse' | 'refund.record';
    subjectId: string;
    was?: Record<string, unknown>;
    is: Record<string, unknown>;
  },
): Promise<void> {
  const { adminId, charge } = change;
  const [after] = await tx.update(charges).set(change.totals).where(eq(charges.id, charge.id)).returning();
  await audit(tx, {
    actor: { role: 'admin', id: adminId },
    action: change.action,
    chargeId: charge.id,
    subjectId: change.subjectId,
    before: { charge, ...change.was },
    after: { charge: after, ...change.is },
  });
}

/** When money moved, as a Date: not in the future, not before the charge's first lesson (400 on `field`). */
function checkedInstant(value: string, chargedOn: string, field: 'receivedAt' | 'paidAt'): Date {
  const at = moneyInstant(value);
  if (at.getTime() > Date.now() + FUTURE_TOLERANCE_MS) {
    throw new AppError('BAD_REQUEST', MSG.moneyDateInFuture, { [field]: MSG.moneyDateInFuture });
  }
  if (nepalDay(at) < chargedOn) {
    throw new AppError('BAD_REQUEST', MSG.moneyDateBeforeCharge, { [field]: MSG.moneyDateBeforeCharge });
  }
  return at;
}

async function requireCharge(db: DbOrTx, id: string): Promise<Charge> {
  const charge = await findCharge(db, id);
  if (!charge) throw new AppError('NOT_FOUND', MSG.chargeNotFound);
  return charge;
}

async function paymentById(db: DbOrTx, id: string): Promise<Payment | undefined> {
  const [row] = await selectPayments(db).where(eq(payments.id, id));
  return row ? toPayment(row) : undefined;
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: string }).code === '23505') return true;
  }
  return false;
}

export interface Recorded<T> {
  /** False when the idempotency key was seen before: nothing new was written. */
  created: boolean;
  record: T;
  charge: Charge;
}

/** The payment or refund already recorded with this key: the same charge answers it again, another refuses. */
async function seenWithKey(db: DbOrTx, table: typeof payments | typeof refunds, chargeId: string, key: string) {
  const [seen] = await db
    .select({ id: table.id, chargeId: table.chargeId })
    .from(table)
    .where(eq(table.idempotencyKey, key));
  if (seen && seen.chargeId !== chargeId) throw new AppError('CONFLICT', MSG.idempotencyKeyReused);
  return seen;
}

/**
 * Records a payment or a refund once per idempotency key: under the charge's row lock, a key seen
 * before answers with its record (`created` false); otherwise `write` records it. A twin that raced
 * past the look-up on another connection meets the unique index, and is answered the same way.
 */
async function recordOnce<T>({
  ctx,
  table,
  chargeId,
  key,
  write,
  recorded,
}: {
  ctx: Ctx;
  table: typeof payments | typeof refunds;
  chargeId: string;
  key: string;
  write: (tx: Tx, charge: Awaited<ReturnType<typeof lockCharge>>) => Promise<string>;
  recorded: (db: DbOrTx, created: boolean, id: string) => Promise<Recorded<T>>;
}): Promise<Recorded<T>> {
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const charge = await lockCharge(tx, chargeId);
      // After the lock: a twin that got there first has committed by now.
      const seen = await seenWithKey(tx, table, chargeId, key);
      if (seen) return { created: false, id: seen.id };
      return { created: true, id: await write(tx, charge) };
    });
    return await recorded(ctx.db, result.created, result.id);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const seen = await seenWithKey(ctx.db, table, chargeId, key);
    if (!seen) throw error;
    return recorded(ctx.db, false, seen.id);
  }
}

/** POST /api/admin/charges/{id}/payments: 201 with the payment, or 200 with the one its key recorded. */
export async function recordPayment({
  ctx,
  adminId,
  chargeId,
  input,
}: {
  ctx: Ctx;
  adminId: string;
  chargeId: string;
  input: PaymentBody;
}): Promise<Recorded<Payment>> {
  return recordOnce({
    ctx,
    table: payments,
    chargeId,
    key: input.idempotencyKey,
    recorded: (db, created, id) => recordedPayment(db, created, id, chargeId),
    write: async (tx, charge) => {
      if (charge.refunded > 0) throw new AppError('CONFLICT', MSG.chargeRefunded);
      const outstanding = outstandingOf(charge);
      if (outstanding === 0) throw new AppError('CONFLICT', MSG.chargeSettled);
      if (input.amount > outstanding) {
        throw new AppError('CONFLICT', say('overpayment', { outstanding: formatRupees(outstanding) }));
      }
      const receivedAt = checkedInstant(input.receivedAt, charge.chargedOn, 'receivedAt');
      const receiptNumber = await nextNumber(tx, 'receipt', RECEIPT_NUMBER_PREFIX, nepalDay(receivedAt));
      const [payment] = await tx
        .insert(payments)
        .values({
          chargeId,
          receiptNumber,
          amount: input.amount,
          method: input.method,
          reference: input.reference ?? null,
          receivedAt,
          idempotencyKey: input.idempotencyKey,
          recordedBy: adminId,
        })
        .returning();
      if (!payment) throw new Error('the payment insert returned no row');
      await changeTotals(tx, {
        adminId,
        charge,
        totals: { paid: charge.paid + input.amount },
        action: 'payment.record',
        subjectId: payment.id,
        is: { payment },
      });
      return payment.id;
    },
  });
}

async function recordedPayment(db: DbOrTx, created: boolean, id: string, chargeId: string): Promise<Recorded<Payment>> {
  const record = await paymentById(db, id);
  if (!record) throw new AppError('NOT_FOUND', MSG.paymentNotFound);
  return { created, record, charge: await requireCharge(db, chargeId) };
}

/**
 * POST /api/admin/payments/{id}/reversal: the payment stays, marked reversed with the reason, and no
 * longer counts as paid. Refused once reversed, or when the charge's refunds need this payment.
 */
export async function reversePayment({
  ctx,
  adminId,
  paymentId,
  input,
}: {
  ctx: Ctx;
  adminId: string;
  paymentId: string;
  input: ReversalBody;
}): Promise<{ payment: Payment; charge: Charge }> {
  const chargeId = await ctx.db.transaction(async (tx) => {
    const [found] = await tx.select({ chargeId: payments.chargeId }).from(payments).where(eq(payments.id, paymentId));
    if (!found) throw new AppError('NOT_FOUND', MSG.paymentNotFound);
    const charge = await lockCharge(tx, found.chargeId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw new AppError('NOT_FOUND', MSG.paymentNotFound);
    if (payment.reversedAt) throw new AppError('CONFLICT', MSG.paymentAlreadyReversed);
    if (charge.paid - payment.amount < charge.refunded) throw new AppError('CONFLICT', MSG.reversalBelowRefunds);
    const [reversed] = await tx
      .update(payments)
      .set({ reversedAt: new Date(), reversedBy: adminId, reversalReason: input.reason })
      .where(eq(payments.id, paymentId))
      .returning();
    await changeTotals(tx, {
      adminId,
      charge,
      totals: { paid: charge.paid - payment.amount },
      action: 'payment.reverse',
      subjectId: paymentId,
      was: { payment },
      is: { payment: reversed },
    });
    return charge.id;
  });
  const payment = await paymentById(ctx.db, paymentId);
  if (!payment) throw new AppError('NOT_FOUND', MSG.paymentNotFound);
  return { payment, charge: await requireCharge(ctx.db, chargeId) };
}

async function recordedRefund(db: DbOrTx, created: boolean, id: string, chargeId: string): Promise<Recorded<Refund>> {
  const [row] = await selectRefunds(db).where(eq(refunds.id, id));
  if (!row) throw new AppError('NOT_FOUND', MSG.chargeNotFound);
  return { created, record: toRefund(row), charge: await requireCharge(db, chargeId) };
}

/**
 * POST /api/admin/charges/{id}/refunds: money paid back, at most what was paid and not yet refunded.
 * A refund settles the charge: nothing more is due on it.
 */
export async function recordRefund({
  ctx,
  adminId,
  chargeId,
  input,
}: {
  ctx: Ctx;
  adminId: string;
  chargeId: string;
  input: RefundBody;
}): Promise<Recorded<Refund>> {
  return recordOnce({
    ctx,
    table: refunds,
    chargeId,
    key: input.idempotencyKey,
    recorded: (db, created, id) => recordedRefund(db, created, id, chargeId),
    write: async (tx, charge) => {
      const refundable = charge.paid - charge.refunded;
      if (refundable === 0) throw new AppError('CONFLICT', MSG.nothingToRefund);
      if (input.amount > refundable) {
        throw new AppError('CONFLICT', say('refundTooMuch', { refundable: formatRupees(refundable) }));
      }
      const paidAt = checkedInstant(input.paidAt, charge.chargedOn, 'paidAt');
      const [refund] = await tx
        .insert(refunds)
        .values({
          chargeId,
          amount: input.amount,
          method: input.method,
          reference: input.reference ?? null,
          paidAt,
          reason: input.reason,
          idempotencyKey: input.idempotencyKey,
          recordedBy: adminId,
        })
        .returning();
      if (!refund) throw new Error('the refund insert returned no row');
      await changeTotals(tx, {
        adminId,
        charge,
        totals: { refunded: charge.refunded + input.amount },
        action: 'refund.record',
        subjectId: refund.id,
        is: { refund },
      });
      return refund.id;
    },
  });
}
