// Tests that every admin-managed record (contact messages, student requests) needs alike: a refused
// form stores nothing, an admin can set a status back to Pending but not one of the other kind, a
// record is deleted once and then not found, and the admin calls are refused to a visitor (401) and
// to a teacher (403).
import { randomUUID } from 'node:crypto';
import { say } from '@gharguru/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { signUpTeacher, type TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One test: each changed body is refused with 400 at `path`, and `table` keeps the rows it had. */
export function itStoresNothingRefused(
  t: TestApp,
  path: string,
  table: PgTable,
  bodyWith: (change: Record<string, unknown>) => Record<string, unknown>,
  changes: Record<string, unknown>[],
) {
  it(`stores nothing for a body refused at ${path}`, async () => {
    const before = await t.database.db.$count(table);
    for (const change of changes) {
      const response = await t.api({ method: 'POST', path, body: bodyWith(change) });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect(await t.database.db.$count(table)).toBe(before);
  });
}

/** The admin sets the record at `path` back to Pending (200, and `statusOf` says so), and `refused.status` is a 400. */
export async function expectPendingAgainNot(
  t: TestApp,
  admin: { token: string },
  record: { path: string; statusOf: () => Promise<string | undefined> },
  refused: { status: string; message: string },
) {
  const undo = await t.api({ method: 'PUT', path: record.path, token: admin.token, body: { status: 'Pending' } });
  expect(undo.statusCode).toBe(200);
  expect(await record.statusOf()).toBe('Pending');
  const wrong = await t.api({ method: 'PUT', path: record.path, token: admin.token, body: { status: refused.status } });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().message).toBe(refused.message);
}

/**
 * Deletes the record at `path` as the admin: 200 with `answer` and `gone()` true; a second delete
 * answers 404 naming the id.
 */
export async function expectDeletedOnce(
  t: TestApp,
  admin: { token: string },
  record: { id: string; path: string; gone: () => Promise<boolean> },
  answer: unknown,
) {
  const deleted = await t.api({ method: 'DELETE', path: record.path, token: admin.token });
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json()).toEqual(answer);
  expect(await record.gone()).toBe(true);
  const again = await t.api({ method: 'DELETE', path: record.path, token: admin.token });
  expect(again.statusCode).toBe(404);
  expect(again.json()).toEqual(say('noDataForId', { id: record.id }));
}

/** One test: each admin call (for a random id) is refused without a token (401) and to a teacher (403). */
export function itRefusesAdminCallsToOthers(t: TestApp, calls: (id: string) => { method: Method; path: string }[]) {
  it('refuses the admin calls without a token (401) and to a teacher (403)', async () => {
    const teacher = await signUpTeacher(t);
    for (const call of calls(randomUUID())) {
      expect((await t.api(call)).statusCode, call.path).toBe(401);
      expect((await t.api({ ...call, token: teacher.token })).statusCode, call.path).toBe(403);
    }
  });
}
