// The books' reads (issue 29): dues, the payments and refunds of a period, a month's figures, the
// last months' series and the month's ledger (the CSV's rows). Every total is summed by the database
// over bigint columns (sum() gives numeric); JavaScript only reads the result, checked to be a safe
// integer. A month is a Bikram Sambat month; days and instants are as they are in Nepal.
import {
  type ChargeSummary,
  type DuesQuery,
  type LedgerEntryKind,
  MSG,
  type MonthFigures,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentRow,
  type PeriodQuery,
  type RefundRow,
  type ReportResponse,
} from '@gharguru/contract';
import { type SQL, and, asc, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { toBikramSambat } from '@gharguru/contract/nepali-calendar';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { charges, matches, payments, refunds } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { DEFAULT_PAGE_LIMIT } from '../../lib/paging.js';
import type { DbOrTx } from '../notifications/outbox.js';
import {
  outstandingSql,
  selectCharges,
  selectPayments,
  selectRefunds,
  toChargeSummary,
  toPayment,
  toRefund,
} from './charge-views.js';
import { addDays, bsMonthOf, bsMonthRange, bsMonthsUpTo, daysBetween, nepalDay, startOfNepalDay } from './days.js';

type Ctx = Pick<AppContext, 'db'>;

/** A sum the database took (numeric, as text): a JS number only when it is a safe integer. */
export function moneyFromDatabase(value: unknown): number {
  const exact = BigInt(String(value ?? 0));
  if (exact > BigInt(Number.MAX_SAFE_INTEGER) || exact < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`a sum of money beyond 2^53 paisa: ${exact}`);
  }
  return Number(exact);
}

/** `coalesce(sum(expression), 0)` as a number of paisa. */
export function sumOf(expression: SQL | AnyPgColumn): SQL<number> {
  return sql`coalesce(sum(${expression}), 0)`.mapWith(moneyFromDatabase);
}

/** Unpaid, unrefunded: the dues' condition (charges_due_idx). */
const isDue = and(sql`${charges.paid} < ${charges.amount}`, eq(charges.refunded, 0));

function pageOf(query: { page?: number; limit?: number }) {
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/** GET /api/admin/books/dues: what is owed, most overdue first, with the sum of all of it. */
export async function findDues({ ctx, query }: { ctx: Ctx; query: DuesQuery }) {
  const where = and(isDue, query.kind ? eq(charges.kind, query.kind) : undefined);
  const { limit, offset } = pageOf(query);
  const [rows, [totals]] = await Promise.all([
    selectCharges(ctx.db).where(where).orderBy(asc(charges.dueOn), asc(charges.number)).limit(limit).offset(offset),
    ctx.db
      .select({ total: count(), outstanding: sumOf(sql`${charges.amount} - ${charges.paid}`) })
      .from(charges)
      .where(where),
  ]);
  const today = nepalDay(new Date());
  const list: ChargeSummary[] = rows.map((row) => toChargeSummary(row, today));
  return { charges: list, total: totals?.total ?? 0, outstanding: totals?.outstanding ?? 0 };
}

const PERIOD_MAX_DAYS = 366;

/** The first day of the Bikram Sambat month of `day`; the day itself outside the calendar's table. */
function monthStartOf(day: string): string {
  const date = toBikramSambat(day);
  return (date && bsMonthRange(`${date.year}-${String(date.month).padStart(2, '0')}`)?.from) ?? day;
}

/** A period's days and its instants [start, end): without `from` this BS month's first day, without `to` today. */
export function periodOf(query: Pick<PeriodQuery, 'from' | 'to'>) {
  const today = nepalDay(new Date());
  const to = query.to ?? today;
  const from = query.from ?? monthStartOf(to);
  if (from > to) throw new AppError('BAD_REQUEST', MSG.periodInvalid, { from: MSG.periodInvalid });
  if (daysBetween(from, to) >= PERIOD_MAX_DAYS) {
    throw new AppError('BAD_REQUEST', MSG.periodTooLong, { from: MSG.periodTooLong });
  }
  return { from, to, start: startOfNepalDay(from), end: startOfNepalDay(addDays(to, 1)) };
}

function chargeRefOf(row: {
  chargeNumber: string;
  chargeKind: 'commission' | 'advance';
  payerName: string;
  matchId: string | null;
}) {
  return { chargeNumber: row.chargeNumber, chargeKind: row.chargeKind, payerName: row.payerName, matchId: row.matchId };
}

/** GET /api/admin/books/payments: a period's payments, newest first; `received` leaves reversed ones out. */
export async function findPeriodPayments({ ctx, query }: { ctx: Ctx; query: PeriodQuery }) {
  const period = periodOf(query);
  const where = and(gte(payments.receivedAt, period.start), lt(payments.receivedAt, period.end));
  const { limit, offset } = pageOf(query);
  const [rows, [totals]] = await Promise.all([
    selectPayments(ctx.db)
      .where(where)
      .orderBy(desc(payments.receivedAt), desc(payments.recordedAt))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({
        total: count(),
        received: sumOf(sql`case when ${payments.reversedAt} is null then ${payments.amount} else 0 end`),
      })
      .from(payments)
      .where(where),
  ]);
  const list: PaymentRow[] = rows.map((row) => ({ ...toPayment(row), ...chargeRefOf(row) }));
  return {
    from: period.from,
    to: period.to,
    payments: list,
    total: totals?.total ?? 0,
    received: totals?.received ?? 0,
  };
}

/** GET /api/admin/books/refunds: a period's refunds, newest first. */
export async function findPeriodRefunds({ ctx, query }: { ctx: Ctx; query: PeriodQuery }) {
  const period = periodOf(query);
  const where = and(gte(refunds.paidAt, period.start), lt(refunds.paidAt, period.end));
  const { limit, offset } = pageOf(query);
  const [rows, [totals]] = await Promise.all([
    selectRefunds(ctx.db)
      .where(where)
      .orderBy(desc(refunds.paidAt), desc(refunds.recordedAt))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ total: count(), refunded: sumOf(refunds.amount) })
      .from(refunds)
      .where(where),
  ]);
  const list: RefundRow[] = rows.map((row) => ({ ...toRefund(row), ...chargeRefOf(row) }));
  return {
    from: period.from,
    to: period.to,
    refunds: list,
    total: totals?.total ?? 0,
    refunded: totals?.refunded ?? 0,
  };
}

// ---- A month --------------------------------------------------------------------------------------

export function monthOf(month: string | undefined) {
  const key = month ?? bsMonthOf(nepalDay(new Date()));
  const range = bsMonthRange(key);
  if (!range) throw new AppError('BAD_REQUEST', MSG.monthInvalid, { month: MSG.monthInvalid });
  return { ...range, start: startOfNepalDay(range.from), end: startOfNepalDay(addDays(range.to, 1)) };
}

type Month = ReturnType<typeof monthOf>;

const inMonth = {
  charged: (m: Month) => and(gte(charges.chargedOn, m.from), sql`${charges.chargedOn} <= ${m.to}`),
  received: (m: Month) => and(gte(payments.receivedAt, m.start), lt(payments.receivedAt, m.end)),
  reversed: (m: Month) =>
    and(isNotNull(payments.reversedAt), gte(payments.reversedAt, m.start), lt(payments.reversedAt, m.end)),
  refunded: (m: Month) => and(gte(refunds.paidAt, m.start), lt(refunds.paidAt, m.end)),
};

/** A month's figures, each summed by the database (see MonthFiguresSchema for what each means). */
async function monthFigures(db: DbOrTx, month: Month): Promise<MonthFigures & { entries: number }> {
  const [started, charged, received, reversed, refunded] = await Promise.all([
    db
      .select({ count: count() })
      .from(matches)
      .where(and(gte(matches.startedOn, month.from), sql`${matches.startedOn} <= ${month.to}`)),
    db
      .select({
        entries: count(),
        commission: sumOf(sql`case when ${charges.kind} = 'commission' then ${charges.amount} else 0 end`),
        advance: sumOf(sql`case when ${charges.kind} = 'advance' then ${charges.amount} else 0 end`),
        outstanding: sumOf(outstandingSql),
      })
      .from(charges)
      .where(inMonth.charged(month)),
    db
      .select({ entries: count(), sum: sumOf(payments.amount) })
      .from(payments)
      .where(inMonth.received(month)),
    db
      .select({ entries: count(), sum: sumOf(payments.amount) })
      .from(payments)
      .where(inMonth.reversed(month)),
    db
      .select({ entries: count(), sum: sumOf(refunds.amount) })
      .from(refunds)
      .where(inMonth.refunded(month)),
  ]);
  const first = <T>(rows: T[]): T => {
    const [row] = rows;
    if (row === undefined) throw new Error('an aggregate returned no row');
    return row;
  };
  return {
    month: month.month,
    from: month.from,
    to: month.to,
    matchesStarted: first(started).count,
    commissionCharged: first(charged).commission,
    advanceCharged: first(charged).advance,
    received: first(received).sum - first(reversed).sum,
    refunded: first(refunded).sum,
    outstanding: first(charged).outstanding,
    entries: first(charged).entries + first(received).entries + first(reversed).entries + first(refunded).entries,
  };
}

/** Received per method in the month: payments less the month's reversals, every method listed. */
async function byMethod(db: DbOrTx, month: Month) {
  const [receivedRows, reversedRows] = await Promise.all([
    db
      .select({ method: payments.method, sum: sumOf(payments.amount) })
      .from(payments)
      .where(inMonth.received(month))
      .groupBy(payments.method),
    db
      .select({ method: payments.method, sum: sumOf(payments.amount) })
      .from(payments)
      .where(inMonth.reversed(month))
      .groupBy(payments.method),
  ]);
  const total = (rows: { method: PaymentMethod; sum: number }[], method: PaymentMethod) =>
    rows.find((row) => row.method === method)?.sum ?? 0;
  return PAYMENT_METHODS.map((method) => ({
    method,
    received: total(receivedRows, method) - total(reversedRows, method),
  }));
}

/** GET /api/admin/books/report?month=2083-08 */
export async function monthlyReport({ ctx, month }: { ctx: Ctx; month?: string }): Promise<ReportResponse['report']> {
  const range = monthOf(month);
  const [figures, methods] = await Promise.all([monthFigures(ctx.db, range), byMethod(ctx.db, range)]);
  return { ...figures, byMethod: methods };
}

/** GET /api/admin/books/report/series?months=12: oldest first, ending with the current month. */
export async function reportSeries({ ctx, months }: { ctx: Ctx; months?: number }): Promise<MonthFigures[]> {
  const keys = bsMonthsUpTo(bsMonthOf(nepalDay(new Date())), months ?? 12);
  const series: MonthFigures[] = [];
  for (const key of keys) {
    const range = bsMonthRange(key);
    if (!range) continue;
    const { entries: _entries, ...figures } = await monthFigures(ctx.db, monthOf(key));
    series.push(figures);
  }
  return series;
}

// ---- The month's ledger -----------------------------------------------------------------------------

export interface LedgerEntry {
  /** When: the charge's first lesson day, or the instant money moved. */
  at: string;
  day: string;
  entry: LedgerEntryKind;
  chargeNumber: string;
  receiptNumber: string | null;
  chargeKind: 'commission' | 'advance';
  payerName: string;
  method: PaymentMethod | null;
  reference: string | null;
  reason: string | null;
  /** Paisa: positive for charges and payments, negative for reversals and refunds. */
  amount: number;
}

/** Every entry the month's figures sum, in time order: charges raised, payments, reversals, refunds. */
export async function monthLedger({
  ctx,
  month,
}: {
  ctx: Ctx;
  month?: string;
}): Promise<{ month: Month; entries: LedgerEntry[] }> {
  const range = monthOf(month);
  const chargeRef = { chargeNumber: charges.number, chargeKind: charges.kind, payerName: charges.payerName };
  const [raised, received, reversed, refunded] = await Promise.all([
    ctx.db
      .select({ ...chargeRef, day: charges.chargedOn, amount: charges.amount, createdAt: charges.createdAt })
      .from(charges)
      .where(inMonth.charged(range)),
    ctx.db
      .select({ ...chargeRef, payment: payments })
      .from(payments)
      .innerJoin(charges, eq(charges.id, payments.chargeId))
      .where(inMonth.received(range)),
    ctx.db
      .select({ ...chargeRef, payment: payments })
      .from(payments)
      .innerJoin(charges, eq(charges.id, payments.chargeId))
      .where(inMonth.reversed(range)),
    ctx.db
      .select({ ...chargeRef, refund: refunds })
      .from(refunds)
      .innerJoin(charges, eq(charges.id, refunds.chargeId))
      .where(inMonth.refunded(range)),
  ]);
  const ref = (row: { chargeNumber: string; chargeKind: 'commission' | 'advance'; payerName: string }) => ({
    chargeNumber: row.chargeNumber,
    chargeKind: row.chargeKind,
    payerName: row.payerName,
  });
  const entries: LedgerEntry[] = [
    ...raised.map((row) => ({
      ...ref(row),
      at: startOfNepalDay(row.day).toISOString(),
      day: row.day,
      entry: 'charge' as const,
      receiptNumber: null,
      method: null,
      reference: null,
      reason: null,
      amount: row.amount,
    })),
    ...received.map((row) => ({
      ...ref(row),
      at: row.payment.receivedAt.toISOString(),
      day: nepalDay(row.payment.receivedAt),
      entry: 'payment' as const,
      receiptNumber: row.payment.receiptNumber,
      method: row.payment.method,
      reference: row.payment.reference,
      reason: null,
      amount: row.payment.amount,
    })),
    ...reversed.map((row) => {
      const at = row.payment.reversedAt ?? row.payment.receivedAt;
      return {
        ...ref(row),
        at: at.toISOString(),
        day: nepalDay(at),
        entry: 'reversal' as const,
        receiptNumber: row.payment.receiptNumber,
        method: row.payment.method,
        reference: row.payment.reference,
        reason: row.payment.reversalReason,
        amount: -row.payment.amount,
      };
    }),
    ...refunded.map((row) => ({
      ...ref(row),
      at: row.refund.paidAt.toISOString(),
      day: nepalDay(row.refund.paidAt),
      entry: 'refund' as const,
      receiptNumber: null,
      method: row.refund.method,
      reference: row.refund.reference,
      reason: row.refund.reason,
      amount: -row.refund.amount,
    })),
  ];
  entries.sort((a, b) => (a.at === b.at ? a.chargeNumber.localeCompare(b.chargeNumber) : a.at < b.at ? -1 : 1));
  return { month: range, entries };
}
