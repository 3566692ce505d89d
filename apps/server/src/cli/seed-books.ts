// The books' demo data (issue 29), a step of the seed in its transaction: four started matches whose
// charges come from the same code as a real start (start-charges.ts), and their payments, a reversal
// and a refund through the same services an admin's form uses. The demo teacher owes on two of them,
// so /teacher-dashboard shows charges and receipts; the rules gain a version with a 10 % advance
// half-way, so the books show both an old and a new version at work.
import { DEFAULT_FEE_RULES, type PaymentMethod } from '@gharguru/contract';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { charges, matchEvents, matches, studentRequests } from '../db/schema.js';
import { addDays, nepalDay, startOfNepalDay } from '../modules/books/days.js';
import { saveFeeRules } from '../modules/books/fee-rules.js';
import { recordPayment, recordRefund, reversePayment } from '../modules/books/money-changes.js';
import { raiseStartCharges } from '../modules/books/start-charges.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DemoStart {
  /** Paisa. */
  monthlyFee: number;
  /** Days before today the first lesson was. */
  startedDaysAgo: number;
  /** Commission payments: amount in paisa, method, days before today. */
  payments: [amount: number, method: PaymentMethod, daysAgo: number][];
}

const STARTS: DemoStart[] = [
  {
    monthlyFee: 600_000,
    startedDaysAgo: 40,
    payments: [
      [100_000, 'esewa', 35],
      [200_000, 'cash', 20],
    ],
  },
  { monthlyFee: 800_000, startedDaysAgo: 20, payments: [[150_000, 'khalti', 12]] },
  { monthlyFee: 500_000, startedDaysAgo: 10, payments: [] },
  { monthlyFee: 1_000_000, startedDaysAgo: 3, payments: [[200_000, 'fonepay', 1]] },
];

export interface BooksSeedSummary {
  startedMatches: number;
  charges: number;
}

/** `teacherIds`: the demo teacher first. `requestIds`: requests no match holds yet. */
export async function seedDemoBooks(
  tx: Tx,
  { adminId, teacherIds, requestIds }: { adminId: string; teacherIds: string[]; requestIds: string[] },
): Promise<BooksSeedSummary> {
  const today = nepalDay(new Date());
  const ctx = { db: tx as unknown as Db };
  const when = (daysAgo: number) => addDays(today, -daysAgo);
  let raised = 0;
  for (const [index, start] of STARTS.entries()) {
    const teacherId = teacherIds[index < 2 ? 0 : index - 1];
    const requestId = requestIds[index];
    if (!teacherId || !requestId) break;
    if (index === 2) {
      // The agency starts asking families for an advance: a second version of the rules.
      await saveFeeRules({ ctx, adminId, input: { ...DEFAULT_FEE_RULES, advancePercent: 10 } });
    }
    const startedOn = when(start.startedDaysAgo);
    const at = startOfNepalDay(startedOn);
    const [match] = await tx
      .insert(matches)
      .values({
        requestId,
        teacherId,
        state: 'started',
        proposedBy: adminId,
        acceptedAt: at,
        monthlyFee: start.monthlyFee,
        startedOn,
        startedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: matches.id });
    const matchId = match!.id;
    await tx.insert(matchEvents).values([
      { matchId, fromState: null, toState: 'proposed', actorRole: 'admin', actorId: adminId, at },
      { matchId, fromState: 'proposed', toState: 'accepted', actorRole: 'teacher', actorId: teacherId, at },
      { matchId, fromState: 'accepted', toState: 'started', actorRole: 'admin', actorId: adminId, at },
    ]);
    await tx.update(studentRequests).set({ status: 'Completed' }).where(eq(studentRequests.id, requestId));
    await raiseStartCharges(tx, { matchId, adminId, monthlyFee: start.monthlyFee, startedOn });
    const raisedRows = await tx.select().from(charges).where(eq(charges.matchId, matchId));
    raised += raisedRows.length;
    const commission = raisedRows.find((row) => row.kind === 'commission');
    for (const [amount, method, daysAgo] of start.payments) {
      if (!commission) break;
      await recordPayment({
        ctx,
        adminId,
        chargeId: commission.id,
        input: { amount, method, receivedAt: when(daysAgo), idempotencyKey: randomUUID() },
      });
    }
    const advance = raisedRows.find((row) => row.kind === 'advance');
    if (advance && index === 2) {
      // A payment entered twice by mistake and reversed; then the family's advance paid and refunded.
      const twice = await recordPayment({
        ctx,
        adminId,
        chargeId: advance.id,
        input: { amount: advance.amount, method: 'cash', receivedAt: when(8), idempotencyKey: randomUUID() },
      });
      await reversePayment({
        ctx,
        adminId,
        paymentId: twice.record._id,
        input: { reason: 'Entered twice by mistake' },
      });
      await recordPayment({
        ctx,
        adminId,
        chargeId: advance.id,
        input: {
          amount: advance.amount,
          method: 'esewa',
          reference: 'ESW-DEMO-1',
          receivedAt: when(8),
          idempotencyKey: randomUUID(),
        },
      });
      await recordRefund({
        ctx,
        adminId,
        chargeId: advance.id,
        input: {
          amount: advance.amount,
          method: 'esewa',
          paidAt: when(2),
          reason: 'The family moved to Pokhara',
          idempotencyKey: randomUUID(),
        },
      });
    }
  }
  const started = await tx.$count(matches, inArray(matches.requestId, requestIds.slice(0, STARTS.length)));
  return { startedMatches: started, charges: raised };
}
