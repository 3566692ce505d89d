// Receipts (issue 29): everything a printed receipt shows of one payment, the amount in words in
// both languages from the contract (the same words the web prints), and the charge as it stood
// after this payment. A teacher reads only the receipts of their own charges.
import { MSG, type Receipt, amountInWords } from '@gharguru/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { charges, payments } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { selectPayments, toPayment } from './charge-views.js';
import { nepalDay } from './days.js';
import { sumOf } from './reports.js';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** GET /api/admin/payments/{id}/receipt, or the teacher's own with `teacherId` (403 for another's). */
export async function getReceipt({
  ctx,
  paymentId,
  teacherId,
}: {
  ctx: Ctx;
  paymentId: string;
  teacherId?: string;
}): Promise<Receipt> {
  const [row] = await selectPayments(ctx.db).where(eq(payments.id, paymentId));
  if (!row) throw new AppError('NOT_FOUND', MSG.paymentNotFound);
  const [charge] = await ctx.db.select().from(charges).where(eq(charges.id, row.payment.chargeId));
  if (!charge) throw new AppError('NOT_FOUND', MSG.chargeNotFound);
  if (teacherId !== undefined && (charge.payer !== 'teacher' || charge.teacherId !== teacherId)) {
    throw new AppError('FORBIDDEN', MSG.receiptNotYours);
  }
  const { payment } = row;
  // Paid up to and with this payment: the charge's payments not reversed, received before it (or
  // at the same instant and recorded no later).
  const [upTo] = await ctx.db
    .select({ paid: sumOf(payments.amount) })
    .from(payments)
    .where(
      and(
        eq(payments.chargeId, charge.id),
        isNull(payments.reversedAt),
        // Compared in the database, at its own (microsecond) precision.
        sql`(${payments.receivedAt}, ${payments.recordedAt}) <= (select received_at, recorded_at from ${payments} where id = ${payment.id})`,
      ),
    );
  const paidToDate = upTo?.paid ?? 0;
  const shown = toPayment(row);
  return {
    agencyName: ctx.config.agencyName,
    receiptNumber: payment.receiptNumber,
    chargeNumber: charge.number,
    chargeKind: charge.kind,
    payerName: charge.payerName,
    amount: payment.amount,
    amountInWords: { en: amountInWords(payment.amount, 'en'), ne: amountInWords(payment.amount, 'ne') },
    method: payment.method,
    reference: payment.reference,
    receivedAt: shown.receivedAt,
    receivedOn: nepalDay(payment.receivedAt),
    chargeAmount: charge.amount,
    paidToDate,
    outstandingAfter: charge.refunded > 0 ? 0 : Math.max(0, charge.amount - paidToDate),
    recordedBy: shown.recordedBy,
    reversal: shown.reversal,
  };
}
