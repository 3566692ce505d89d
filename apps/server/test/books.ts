// Shortcuts for the books' tests (issue 29): an accepted match written straight into the database,
// started through the API with its fee, and the charges that start raised; or a charge (and its
// payment) written straight into the tables for the access matrix and the fuzz.
import { randomUUID } from 'node:crypto';
import { API_PATHS, type Charge, StudentRequestSchema } from '@gharguru/contract';
import { nepalDay } from '@gharguru/contract/nepali-calendar';
import { buildStudentRequest } from '@gharguru/contract/testing';
import { expect } from 'vitest';
import { charges, matches, payments, studentRequests } from '../src/db/schema.js';
import { addDays } from '../src/modules/books/days.js';
import { newRequestCode } from '../src/modules/student-requests/request-code.js';
import type { TestApp } from './test-app.js';

/** Today in Nepal, and a day `offset` days from it. */
export function nepalToday(offset = 0): string {
  return addDays(nepalDay(new Date()), offset);
}

export interface AcceptedMatch {
  matchId: string;
  requestId: string;
  requestCode: string;
  mobile: string;
}

/** A request and a match its teacher has accepted: ready to start. */
export async function insertAcceptedMatch(
  t: TestApp,
  teacherId: string,
  request: Record<string, unknown> = {},
): Promise<AcceptedMatch> {
  const requestCode = newRequestCode();
  const input = StudentRequestSchema.parse(buildStudentRequest(request));
  const [row] = await t.database.db
    .insert(studentRequests)
    .values({ ...input, requestCode, status: 'Completed' })
    .returning({ id: studentRequests.id });
  const [match] = await t.database.db
    .insert(matches)
    .values({ requestId: row!.id, teacherId, state: 'accepted', acceptedAt: new Date() })
    .returning({ id: matches.id });
  return { matchId: match!.id, requestId: row!.id, requestCode, mobile: input.mobile };
}

/** PUT /admin/matches/{id} with state 'started': the answer as it comes. */
export function startMatch(
  t: TestApp,
  adminToken: string,
  matchId: string,
  start: { monthlyFee?: unknown; startedOn?: unknown },
) {
  return t.api({
    method: 'PUT',
    path: API_PATHS.adminMatch(matchId),
    token: adminToken,
    body: { state: 'started', ...start },
  });
}

/** The match's charges (GET /admin/matches/{id}/charges), commission first. */
export async function chargesOf(t: TestApp, adminToken: string, matchId: string): Promise<Charge[]> {
  const response = await t.api({ method: 'GET', path: API_PATHS.adminMatchCharges(matchId), token: adminToken });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().charges as Charge[];
}

/** An accepted match started with `monthlyFee` on `startedOn`; its charges. */
export async function startedMatch(
  t: TestApp,
  adminToken: string,
  teacherId: string,
  options: { monthlyFee?: number; startedOn?: string; request?: Record<string, unknown> } = {},
): Promise<AcceptedMatch & { charges: Charge[] }> {
  const accepted = await insertAcceptedMatch(t, teacherId, options.request);
  const started = await startMatch(t, adminToken, accepted.matchId, {
    monthlyFee: options.monthlyFee ?? 600_000,
    startedOn: options.startedOn ?? nepalToday(),
  });
  expect(started.statusCode, started.body).toBe(200);
  return { ...accepted, charges: await chargesOf(t, adminToken, accepted.matchId) };
}

/**
 * A commission of Rs. 3,000 owed by `teacherId` (or nobody), raised today, written straight into the
 * table; with `paid`, one payment of that much (its id returned too).
 */
export async function insertCharge(
  t: TestApp,
  options: { teacherId?: string; paid?: number } = {},
): Promise<{ chargeId: string; paymentId?: string }> {
  const today = nepalToday();
  const paid = options.paid ?? 0;
  const [charge] = await t.database.db
    .insert(charges)
    .values({
      number: `GG-TEST-${randomUUID()}`,
      kind: 'commission',
      payer: 'teacher',
      teacherId: options.teacherId ?? null,
      requestCode: 'GG-TEST-00',
      payerName: 'Test Teacher',
      monthlyFee: 600_000,
      chargedOn: today,
      dueOn: today,
      ruleVersion: 0,
      remindersOn: true,
      amount: 300_000,
      paid,
    })
    .returning({ id: charges.id });
  if (paid === 0) return { chargeId: charge!.id };
  const [payment] = await t.database.db
    .insert(payments)
    .values({
      chargeId: charge!.id,
      receiptNumber: `GG-R-TEST-${randomUUID()}`,
      amount: paid,
      method: 'cash',
      receivedAt: new Date(),
      idempotencyKey: randomUUID(),
    })
    .returning({ id: payments.id });
  return { chargeId: charge!.id, paymentId: payment!.id };
}
