// The limits of forgotten-password requests (issue 30) across two instances on one database, and the
// answer's time: a known account must not answer measurably slower or faster than an unknown one.
import { performance } from 'node:perf_hooks';
import { API_PATHS, MSG } from '@gharguru/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema.js';
import { startSecondInstance } from '../../../test/second-instance.js';
import { rateLimits, signUpTeacher, testAppForFile, withTestApp } from '../../../test/test-app.js';

function requestFrom(app: FastifyInstance, address: string, email: string) {
  return app.inject({
    method: 'POST',
    url: `/api${API_PATHS.passwordReset}`,
    remoteAddress: address,
    payload: { role: 'teacher', email },
  });
}

describe('limits shared by the instances', () => {
  it('[REC-3] sends 3 resets per account an hour, whichever instance and address asks; the 4th answers the same', async () => {
    await withTestApp({ rateLimit: rateLimits() }, async (t) => {
      const second = await startSecondInstance(t);
      try {
        const teacher = await signUpTeacher(t);
        const answers: Awaited<ReturnType<typeof requestFrom>>[] = [];
        for (let i = 0; i < 4; i++) {
          answers.push(await requestFrom(i % 2 === 0 ? t.app : second.app, `10.0.0.${i + 1}`, teacher.email));
        }
        expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202]);
        expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
        await Promise.all([t.app.afterReply.settled(), second.app.afterReply.settled()]);
        expect(answers[3]?.json().code).toBe('passwordResetRequested');
        expect(await t.database.db.select().from(passwordResets)).toHaveLength(3);
      } finally {
        await second.close();
      }
    });
  });

  it('[REC-3] sends for 10 requests an hour from one address, whichever instance; the 11th answers the same', async () => {
    await withTestApp({ rateLimit: rateLimits() }, async (t) => {
      const second = await startSecondInstance(t);
      try {
        const emails: string[] = [];
        for (let i = 0; i < 11; i++) emails.push((await signUpTeacher(t)).email);
        for (const [i, email] of emails.entries()) {
          const answer = await requestFrom(i % 2 === 0 ? t.app : second.app, '10.9.9.9', email);
          expect(answer.json()).toEqual({ message: MSG.passwordResetRequested, code: 'passwordResetRequested' });
        }
        await Promise.all([t.app.afterReply.settled(), second.app.afterReply.settled()]);
        expect(await t.database.db.select().from(passwordResets)).toHaveLength(10);
        // Another address is not held by this one's limit.
        await requestFrom(t.app, '10.9.9.10', emails[10] as string);
        await t.app.afterReply.settled();
        expect(await t.database.db.select().from(passwordResets)).toHaveLength(11);
      } finally {
        await second.close();
      }
    });
  });
});

describe('the time of the answer', () => {
  const t = testAppForFile();
  const TRIES = 100;

  const stats = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      mean: times.reduce((sum, time) => sum + time, 0) / times.length,
      median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    };
  };

  it(`[REC-1] is the same for known and unknown accounts: means and medians of ${TRIES} tries each within 50 ms`, async () => {
    const known: string[] = [];
    for (let i = 0; i < 10; i++) known.push((await signUpTeacher(t)).email);
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await requestFrom(t.app, '10.1.1.1', email);
      const took = performance.now() - started;
      expect(answer.statusCode).toBe(202);
      // The work after the answer ends before the next try, so it slows neither kind of try.
      await t.app.afterReply.settled();
      return took;
    };
    // Warm both paths up, then interleave them so load on the machine falls on both alike.
    await timed(known[0] as string);
    await timed('warm-up@example.com');
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      // Alternating which goes first, so neither kind always follows the other.
      const knownTry = () => timed(known[i % known.length] as string);
      const unknownTry = () => timed(`nobody-${i}@example.com`);
      if (i % 2 === 0) {
        knownTimes.push(await knownTry());
        unknownTimes.push(await unknownTry());
      } else {
        unknownTimes.push(await unknownTry());
        knownTimes.push(await knownTry());
      }
    }
    const a = stats(knownTimes);
    const b = stats(unknownTimes);
    console.info(
      `password reset answer, known vs unknown: mean ${a.mean.toFixed(2)} vs ${b.mean.toFixed(2)} ms, median ${a.median.toFixed(2)} vs ${b.median.toFixed(2)} ms`,
    );
    expect(Math.abs(a.mean - b.mean)).toBeLessThan(50);
    expect(Math.abs(a.median - b.median)).toBeLessThan(50);
    // Every known try did write its reset (the limits are off in this file's app).
    await t.app.afterReply.settled();
    expect((await t.database.db.select().from(passwordResets)).length).toBeGreaterThanOrEqual(TRIES);
  });
});
