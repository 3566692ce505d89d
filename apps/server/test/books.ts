// Shortcuts for the books' tests (issue 29): an accepted match written straight into the database,
// started through the API with its fee, and the charges that start raised.
import { API_PATHS, type Charge, StudentRequestSchema } from '@gharguru/contract';
import { nepalDay } from '@gharguru/contract/nepali-calendar';
import { buildStudentRequest } from '@gharguru/contract/testing';
import { expect } from 'vitest';
import { matches, studentRequests } from '../src/db/schema.js';
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
