// The monthly report's figures equal the sums of its rows (issue 29), property-based: 10,000 random
// payments, reversals and refunds (5 runs of 2,000, written in batches straight into the tables)
// spread over three Bikram Sambat months and their edges in Nepal time. For every month the report
// (summed by the database) must equal both the sum of its ledger rows (the CSV's) and the sum of the
// generated money, kept with BigInt beside it; and its methods must add up to what was received.
import { randomUUID } from 'node:crypto';
import { PAYMENT_METHODS, type PaymentMethod } from '@gharguru/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../../test/test-app.js';
import { charges, payments, refunds } from '../../db/schema.js';
import { addDays, bsMonthOf, bsMonthRange, bsMonthsUpTo, nepalDay, startOfNepalDay } from './days.js';
import { monthLedger, monthlyReport } from './reports.js';

const t = testAppForFile();
const ctx = {
  get db() {
    return t.database.db;
  },
};

const MONTHS = bsMonthsUpTo(bsMonthOf(nepalDay(new Date())), 4).slice(0, 3);
const RANGES = MONTHS.map((month) => bsMonthRange(month)!);
const WINDOW_START = startOfNepalDay(RANGES[0]!.from).getTime();
const WINDOW_END = startOfNepalDay(addDays(RANGES[2]!.to, 1)).getTime();
const DAY_MS = 86_400_000;
const RUNS = 5;
const OPERATIONS_PER_RUN = 2_000;
const CHARGES_PER_RUN = 100;

type Operation =
  | { kind: 'payment'; charge: number; amount: number; method: PaymentMethod; at: number; reversedAfter: number | null }
  | { kind: 'refund'; charge: number; amount: number; method: PaymentMethod; at: number };

// Instants anywhere in the window, with a share on the first and last minute of each day (month edges).
const instant = fc.oneof(
  fc.integer({ min: WINDOW_START, max: WINDOW_END - 1 }),
  fc
    .integer({ min: 0, max: Math.floor((WINDOW_END - WINDOW_START) / DAY_MS) - 1 })
    .chain((day) => fc.constantFrom(WINDOW_START + day * DAY_MS, WINDOW_START + (day + 1) * DAY_MS - 1)),
);
const money = fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 1_000_000_000 }));
const method = fc.constantFrom(...PAYMENT_METHODS);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 7,
    arbitrary: fc.record({
      kind: fc.constant('payment' as const),
      charge: fc.nat(CHARGES_PER_RUN - 1),
      amount: money,
      method,
      at: instant,
      reversedAfter: fc.option(fc.integer({ min: 0, max: 40 * DAY_MS }), { freq: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      charge: fc.nat(CHARGES_PER_RUN - 1),
      amount: money,
      method,
      at: instant,
    }),
  },
);

/** What the report should say, kept from the generated money with BigInt. */
interface Expected {
  commission: bigint;
  advance: bigint;
  received: bigint;
  refunded: bigint;
  byMethod: Map<PaymentMethod, bigint>;
}
const expected = new Map<string, Expected>(
  MONTHS.map((month) => [
    month,
    { commission: 0n, advance: 0n, received: 0n, refunded: 0n, byMethod: new Map(PAYMENT_METHODS.map((m) => [m, 0n])) },
  ]),
);
const monthOfInstant = (at: number) => {
  const day = nepalDay(new Date(at));
  return RANGES.find((range) => range.from <= day && day <= range.to)?.month;
};

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 1_000) await insert(rows.slice(start, start + 1_000));
}

/** Writes one run's charges, payments and refunds; the charges' running totals as the service keeps them. */
async function write(run: number, operations: Operation[], kinds: ('commission' | 'advance')[]) {
  const paid = Array.from({ length: CHARGES_PER_RUN }, () => 0);
  const refunded = Array.from({ length: CHARGES_PER_RUN }, () => 0);
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const refundRows: (typeof refunds.$inferInsert)[] = [];
  const chargeIds = Array.from({ length: CHARGES_PER_RUN }, () => randomUUID());
  for (const [index, op] of operations.entries()) {
    const month = monthOfInstant(op.at);
    const figures = month ? expected.get(month) : undefined;
    if (op.kind === 'payment') {
      const reversedAt = op.reversedAfter === null ? null : op.at + op.reversedAfter;
      if (reversedAt === null) paid[op.charge]! += op.amount;
      paymentRows.push({
        chargeId: chargeIds[op.charge]!,
        receiptNumber: `P-${run}-${index}`,
        amount: op.amount,
        method: op.method,
        receivedAt: new Date(op.at),
        idempotencyKey: randomUUID(),
        reversedAt: reversedAt === null ? null : new Date(reversedAt),
        reversalReason: reversedAt === null ? null : 'property test',
      });
      if (figures) {
        figures.received += BigInt(op.amount);
        figures.byMethod.set(op.method, figures.byMethod.get(op.method)! + BigInt(op.amount));
      }
      const reversedMonth = reversedAt === null ? undefined : monthOfInstant(reversedAt);
      const reversedFigures = reversedMonth ? expected.get(reversedMonth) : undefined;
      if (reversedFigures) {
        reversedFigures.received -= BigInt(op.amount);
        reversedFigures.byMethod.set(op.method, reversedFigures.byMethod.get(op.method)! - BigInt(op.amount));
      }
    } else {
      refundRows.push({
        chargeId: chargeIds[op.charge]!,
        amount: op.amount,
        method: op.method,
        paidAt: new Date(op.at),
        reason: 'property test',
        idempotencyKey: randomUUID(),
      });
      refunded[op.charge]! += op.amount;
      if (figures) figures.refunded += BigInt(op.amount);
    }
  }
  const chargeRows = chargeIds.map((id, index) => {
    const chargedOn = RANGES[index % RANGES.length]!.from;
    // The charge's own columns keep the database's checks (refunded ≤ paid ≤ amount).
    const amount = Math.max(paid[index]!, refunded[index]!, 1) + index;
    const kind = kinds[index]!;
    const figures = expected.get(bsMonthOf(chargedOn))!;
    figures[kind] += BigInt(amount);
    return {
      id,
      number: `P-${run}-${index}`,
      kind,
      payer: kind === 'commission' ? ('teacher' as const) : ('family' as const),
      requestCode: 'GG-TEST-00',
      payerName: 'Property Test',
      monthlyFee: amount,
      chargedOn,
      dueOn: chargedOn,
      ruleVersion: 0,
      remindersOn: false,
      amount,
      paid: Math.max(paid[index]!, refunded[index]!),
      refunded: refunded[index]!,
    };
  });
  await insertInBatches(chargeRows, (batch) => t.database.db.insert(charges).values(batch));
  await insertInBatches(paymentRows, (batch) => t.database.db.insert(payments).values(batch));
  await insertInBatches(refundRows, (batch) => t.database.db.insert(refunds).values(batch));
}

describe('[BOOK-13] the monthly report equals the sum of its rows', () => {
  it(`holds for ${RUNS * OPERATIONS_PER_RUN} random payments, reversals and refunds`, {
    timeout: 240_000,
  }, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: OPERATIONS_PER_RUN, maxLength: OPERATIONS_PER_RUN }),
        fc.array(fc.constantFrom('commission' as const, 'advance' as const), {
          minLength: CHARGES_PER_RUN,
          maxLength: CHARGES_PER_RUN,
        }),
        async (operations, kinds) => {
          run += 1;
          await write(run, operations, kinds);
          for (const month of MONTHS) {
            const report = await monthlyReport({ ctx, month });
            const { entries } = await monthLedger({ ctx, month });
            const sum = (kind: string, filter: (entry: (typeof entries)[number]) => boolean = () => true) =>
              entries
                .filter((entry) => entry.entry === kind && filter(entry))
                .reduce((total, entry) => total + BigInt(entry.amount), 0n);
            const want = expected.get(month)!;
            // The report against its own rows…
            expect(report.entries).toBe(entries.length);
            expect(BigInt(report.commissionCharged)).toBe(sum('charge', (entry) => entry.chargeKind === 'commission'));
            expect(BigInt(report.advanceCharged)).toBe(sum('charge', (entry) => entry.chargeKind === 'advance'));
            expect(BigInt(report.received)).toBe(sum('payment') + sum('reversal'));
            expect(BigInt(report.refunded)).toBe(-sum('refund'));
            for (const { method: name, received } of report.byMethod) {
              const ofMethod = (entry: (typeof entries)[number]) => entry.method === name;
              expect(BigInt(received)).toBe(sum('payment', ofMethod) + sum('reversal', ofMethod));
              // …and against the money generated.
              expect(BigInt(received)).toBe(want.byMethod.get(name));
            }
            expect(report.byMethod.reduce((total, m) => total + BigInt(m.received), 0n)).toBe(BigInt(report.received));
            expect(
              [report.commissionCharged, report.advanceCharged, report.received, report.refunded].map(BigInt),
            ).toEqual([want.commission, want.advance, want.received, want.refunded]);
          }
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.BOOKS_SEED ?? 29_029), endOnFailure: true },
    );
  });
});
