// The log of a run holds no password, hash, mobile number or e-mail: normal traffic, a registration
// race that ends in a unique violation, and an insert the database refuses (its Drizzle error
// carries the hash and the mobile number as query parameters) all go through a real pino logger.
import { Writable } from 'node:stream';
import { API_BASE, API_PATHS } from '@gharguru/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContactMessage, buildStudentRequest, buildTeacher } from '@gharguru/contract/testing';
import { createTestApp, signInNewAdmin, withoutRateLimits } from '../test-app.js';
import type { TestApp } from '../test-app.js';

const REFUSED_NAME = 'Refusedbytrigger';

class CapturedLog extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  get text() {
    return this.lines.join('\n');
  }
  entries(): Record<string, unknown>[] {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

let counter = 0;
/** A mobile number and e-mail that appear nowhere else, so finding one in the log is a real leak. */
function personal() {
  counter += 1;
  const digits = `${Date.now() % 1_000_000}`.padStart(6, '0');
  return {
    mobile: `98${digits}${String(counter).padStart(2, '0')}`,
    email: `private.${digits}.${counter}@example.com`,
    password: `Secret${digits}x${counter}`,
  };
}

describe('the log keeps personal data and secrets out', () => {
  const log = new CapturedLog();
  const secrets: string[] = [];
  let t: TestApp;

  function remember<T extends { mobile: string; email: string; password: string }>(values: T): T {
    for (const value of Object.values(values)) if (value) secrets.push(value);
    return values;
  }

  beforeAll(async () => {
    t = await createTestApp(withoutRateLimits({ logLevel: 'trace' }), { logStream: log });
    // A real database failure on an insert whose parameters hold a hash and a mobile number.
    await t.database.db.execute(
      sql.raw(`create function refuse_marked_teacher() returns trigger language plpgsql as $$
        begin
          if new.first_name = '${REFUSED_NAME}' then raise exception 'refused by the test trigger'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_marked_teacher before insert on teachers for each row execute function refuse_marked_teacher()',
      ),
    );
  });
  afterAll(() => t.close());

  it('[OPS-6] logs requests and failures without parameters, hashes, passwords, mobiles or e-mails', async () => {
    // Normal traffic: registrations and sign-ins (right and wrong passwords).
    const post = (path: string, body: unknown) => t.api({ method: 'POST', path, body });
    for (let i = 0; i < 3; i++) {
      const who = remember(personal());
      expect((await post(API_PATHS.teacherRegister, buildTeacher(who))).statusCode).toBe(201);
      const right = { email: who.email, password: who.password };
      expect((await post(API_PATHS.teacherLogin, right)).statusCode).toBe(200);
      expect((await post(API_PATHS.teacherLogin, { ...right, password: `${who.password}wrong` })).statusCode).toBe(401);
    }

    // Requests carrying mobile numbers and e-mails in bodies and query strings.
    const family = remember(personal());
    const visitor = remember(personal());
    for (const [path, body] of [
      [API_PATHS.studentRequest, buildStudentRequest({ mobile: family.mobile, email: family.email })],
      [API_PATHS.visitorData, buildContactMessage({ mobileNo: visitor.mobile, email: visitor.email })],
    ] as const) {
      expect((await post(path, body)).statusCode, path).toBeLessThan(300);
    }
    const admin = await signInNewAdmin(t, remember(personal()));
    secrets.push(admin.password);
    for (const q of [family.mobile, visitor.email]) {
      const search = await t.api({
        method: 'GET',
        path: `${API_PATHS.adminTeacherList}?q=${encodeURIComponent(q)}`,
        token: admin.token,
      });
      expect(search.statusCode).toBe(200);
    }

    // A registration race on one e-mail: the losers hit the unique index.
    const racer = remember(personal());
    const race = await Promise.all(
      Array.from({ length: 6 }, () => post(API_PATHS.teacherRegister, buildTeacher(racer))),
    );
    expect(race.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(race.every((response) => [201, 409].includes(response.statusCode))).toBe(true);

    // An insert the database refuses: an unexpected failure, logged as an error.
    const refused = remember(personal());
    const failed = await post(API_PATHS.teacherRegister, buildTeacher({ ...refused, firstName: REFUSED_NAME }));
    expect(failed.statusCode).toBe(500);

    // Nothing personal or secret anywhere in the log...
    const text = log.text;
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toMatch(/params:/);
    for (const secret of secrets) expect(text).not.toContain(secret);
    // ...while the failure is there with what explains it.
    type Logged = { type: string; message: string; cause?: { message: string; code?: string } };
    const err = log
      .entries()
      .map((entry) => entry.err as Logged | undefined)
      .find((logged) => logged?.cause?.message === 'refused by the test trigger');
    expect(err?.type).toBe('DrizzleQueryError');
    expect(err?.message).toMatch(/^Failed query: insert into "teachers"/);
    expect(err?.cause?.code).toBe('P0001');
    // One line per request, at its end (lib/request-log.ts): the request without its query string, the
    // status and the time, and no "incoming request" line before it.
    type RequestLine = { msg: string; req?: { method: string; url: string }; res?: { statusCode: number } };
    const entries = log.entries() as RequestLine[];
    expect(entries.filter((entry) => entry.msg === 'incoming request')).toEqual([]);
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed.length).toBeGreaterThan(15);
    for (const entry of completed) {
      expect(entry.req?.method).toMatch(/^[A-Z]+$/);
      expect(entry.req?.url).not.toContain('?');
      expect(entry.res?.statusCode).toBeGreaterThanOrEqual(200);
      expect(typeof (entry as { responseTime?: unknown }).responseTime).toBe('number');
    }
    const searches = completed.filter((entry) => entry.req?.url === `${API_BASE}${API_PATHS.adminTeacherList}`);
    expect(searches.map((entry) => entry.res?.statusCode)).toEqual([200, 200]);
    const registrations = completed.filter((entry) => entry.req?.url === `${API_BASE}${API_PATHS.teacherRegister}`);
    // 3 registrations, the race's 6 (one 201, five 409) and the refused insert's 500.
    expect(registrations.map((entry) => entry.res?.statusCode).sort()).toEqual([
      201, 201, 201, 201, 409, 409, 409, 409, 409, 500,
    ]);
  });

  it('writes exactly one line for one request', async () => {
    const before = log.entries().length;
    const who = remember(personal());
    const response = await t.api({
      method: 'POST',
      path: API_PATHS.teacherLogin,
      body: { email: who.email, password: who.password },
    });
    expect(response.statusCode).toBe(401);
    const lines = (log.entries().slice(before) as { msg: string; req?: unknown }[]).filter((entry) => entry.req);
    expect(lines.map((entry) => entry.msg)).toEqual(['request completed']);
    const text = log.lines.slice(before).join('\n');
    for (const value of [who.email, who.password]) expect(text).not.toContain(value);
  });
});
