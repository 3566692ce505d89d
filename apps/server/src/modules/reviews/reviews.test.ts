// Reviews bound to real tuition (issue 27) through the API: the link a started match sends, its
// single use, expiry and forgeries, one review per match, the sweep's delay, moderation, the
// teacher's one reply, the public pages' privacy and the directory's rating filter and sort.
import { randomBytes } from 'node:crypto';
import { MSG, type PublicTuition, REVIEW_TOKEN_LENGTH, StudentRequestSchema } from '@gharguru/contract';
import { buildStudentRequest } from '@gharguru/contract/testing';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectCodedBody } from '../../../test/message-codes.js';
import {
  type SignedInTeacher,
  type TestApp,
  addOffer,
  adminForFile,
  signUpTeacher,
  testAppForFile,
  withTestApp,
  withoutRateLimits,
} from '../../../test/test-app.js';
import { matches, outboxMessages, reviewInvites, reviews, studentRequests } from '../../db/schema.js';
import { cachedPage, cachedPageCount } from '../directory/page-cache.js';
import { newRequestCode } from '../student-requests/request-code.js';
import { refreshTeacherRating } from './ratings.js';

const NOW = { afterDays: 0, sweepMs: 600_000 };
const t = testAppForFile({ reviews: NOW });
const admin = adminForFile(t);
let ram: SignedInTeacher;
let sita: SignedInTeacher;
let ramOffer: string;
let sitaOffer: string;

const FAMILY = {
  firstName: 'Maya',
  lastName: 'Gurungthapa',
  mobile: '9812345670',
  email: 'maya.family@example.com',
  class: '10',
  subjects: ['Maths', 'Science'],
  city: 'Kathmandu',
  area: 'Baneshwor',
};

async function call(app: TestApp, options: Parameters<TestApp['api']>[0], status: number) {
  const response = await app.api(options);
  expect(response.statusCode, response.body).toBe(status);
  expectCodedBody(response.json(), `${options.method} ${options.path}`);
  return response.json();
}

/** A family's request, proposed to `teacher`, accepted and started by the admin: the match's id. */
async function startedMatch(
  app: TestApp,
  adminToken: string,
  teacher: SignedInTeacher,
  family: Partial<typeof FAMILY> = {},
): Promise<string> {
  const [request] = await app.database.db
    .insert(studentRequests)
    .values({
      ...StudentRequestSchema.parse(buildStudentRequest({ ...FAMILY, ...family })),
      requestCode: newRequestCode(),
    })
    .returning({ id: studentRequests.id });
  const proposed = await call(
    app,
    {
      method: 'POST',
      path: '/admin/matches',
      token: adminToken,
      body: { requestId: request!.id, teacherId: teacher.id },
    },
    201,
  );
  const id = proposed.match._id as string;
  await call(
    app,
    { method: 'PUT', path: `/teacher/matches/${id}`, token: teacher.token, body: { decision: 'accept' } },
    200,
  );
  const start = { state: 'started', monthlyFee: 600_000, startedOn: new Date().toISOString().slice(0, 10) };
  await call(app, { method: 'PUT', path: `/admin/matches/${id}`, token: adminToken, body: start }, 200);
  return id;
}

/** The review links the family was sent for the match (the SMS and e-mail in the outbox), as tokens. */
async function sentTokens(app: TestApp, mobile = FAMILY.mobile): Promise<string[]> {
  const rows = await app.database.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, 'familyReviewInvite'), eq(outboxMessages.recipient, mobile)));
  return rows.map((row) => /\/review\/([A-Za-z0-9_-]+)/.exec(row.body)?.[1] ?? '');
}

const review = (token: string, body: unknown, app: TestApp = t) =>
  app.api({ method: 'POST', path: `/public/reviews/${token}`, body });

function expectLinkInvalid(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 'reviewLinkInvalid', message: MSG.reviewLinkInvalid });
}

beforeAll(async () => {
  ram = await signUpTeacher(t, { firstName: 'Ram', lastName: 'Thapa', subjects: ['Maths'] });
  sita = await signUpTeacher(t, { firstName: 'Sita', lastName: 'Karki', subjects: ['Science'] });
  ramOffer = await addOffer(t, ram, { name: 'Ram maths' }, { adminToken: admin.token });
  sitaOffer = await addOffer(t, sita, { name: 'Sita science' }, { adminToken: admin.token });
});

describe('review links', () => {
  let token: string;

  it('[REV-1] a started match sends the family one link by SMS and e-mail, 256 random bits stored hashed', async () => {
    const matchId = await startedMatch(t, admin.token, ram);
    const sent = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'familyReviewInvite'));
    expect(sent.map((row) => `${row.channel}:${row.recipient}`).sort()).toEqual([
      `email:${FAMILY.email}`,
      `sms:${FAMILY.mobile}`,
    ]);
    const tokens = await sentTokens(t);
    token = tokens[0]!;
    expect(token).toHaveLength(REVIEW_TOKEN_LENGTH);
    const [invite] = await t.database.db.select().from(reviewInvites).where(eq(reviewInvites.matchId, matchId));
    expect(invite!.tokenHash).not.toContain(token);
    expect(invite!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);
    // The sweep finds nothing more to send for it.
    expect(await t.app.sweepReviewInvites()).toBe(0);
  });

  it('[REV-2] the link shows the tutor, then takes 1 to 5 stars and a comment once (201), then 404', async () => {
    const shown = await call(t, { method: 'GET', path: `/public/reviews/${token}` }, 200);
    expect(shown).toMatchObject({ teacherDisplayName: 'Ram T.', subjects: FAMILY.subjects });
    for (const rating of [0, 6, 2.5, 'five', undefined]) {
      const bad = await review(token, { rating });
      expect(bad.statusCode, String(rating)).toBe(400);
      expect(bad.json().errors.rating).toBe(MSG.reviewRatingInvalid);
    }
    const long = await review(token, { rating: 5, comment: 'क'.repeat(601) });
    expect(long.json().errors.comment).toBe(MSG.reviewCommentMax);
    const saved = await review(token, { rating: 5, comment: 'रामसरले धेरै राम्रो पढाउनुहुन्छ। Very patient with maths.' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ code: 'reviewSaved' });
    expectLinkInvalid(await review(token, { rating: 1 }));
    expectLinkInvalid(await t.api({ method: 'GET', path: `/public/reviews/${token}` }));
  });

  it('[REV-3] a comment with a phone number, an e-mail or a link is refused with a clear message', async () => {
    await startedMatch(t, admin.token, ram, { mobile: '9812345671' });
    const [fresh] = await sentTokens(t, '9812345671');
    for (const comment of [
      'call him on 98 4123 4567',
      'mail ram@example.com',
      'see www.tutor.example',
      'https://x.io',
    ]) {
      const refused = await review(fresh!, { rating: 4, comment });
      expect(refused.statusCode, comment).toBe(400);
      expect(refused.json().errors.comment).toBe(MSG.reviewHasContactDetails);
    }
    // Still unused: a refused comment does not spend the link.
    expect((await review(fresh!, { rating: 4, comment: 'Good, B.Sc. level explanations' })).statusCode).toBe(201);
  });

  it('[REV-4] an unknown, forged, malformed or expired link gets the same 404', async () => {
    const forged = randomBytes(32).toString('base64url');
    for (const bad of [forged, 'abc', `${forged}x`, 'a'.repeat(90)]) {
      expectLinkInvalid(await review(bad, { rating: 5 }));
      expectLinkInvalid(await t.api({ method: 'GET', path: `/public/reviews/${bad}` }));
    }
    const matchId = await startedMatch(t, admin.token, ram, { mobile: '9812345672' });
    const [expiring] = await sentTokens(t, '9812345672');
    await t.database.db
      .update(reviewInvites)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(reviewInvites.matchId, matchId));
    expectLinkInvalid(await t.api({ method: 'GET', path: `/public/reviews/${expiring}` }));
    expectLinkInvalid(await review(expiring!, { rating: 5 }));
  });

  it('[REV-5] a link reviews its own match only, and a match has one review', async () => {
    const sitaMatch = await startedMatch(t, admin.token, sita, { mobile: '9812345673' });
    const [sitaToken] = await sentTokens(t, '9812345673');
    expect((await review(sitaToken!, { rating: 3 })).statusCode).toBe(201);
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.matchId, sitaMatch));
    expect(rows.map((row) => [row.teacherId, row.rating])).toEqual([[sita.id, 3]]);
    // A second link for the same match cannot exist, and a review already there refuses another.
    await expect(
      t.database.db.insert(reviewInvites).values({ matchId: sitaMatch, tokenHash: 'x', expiresAt: new Date() }),
    ).rejects.toThrow();
    const otherMatch = await startedMatch(t, admin.token, sita, { mobile: '9812345674' });
    const [otherToken] = await sentTokens(t, '9812345674');
    await t.database.db.insert(reviews).values({ matchId: otherMatch, teacherId: sita.id, rating: 2 });
    await refreshTeacherRating(t.database.db, sita.id);
    expectLinkInvalid(await review(otherToken!, { rating: 5 }));
    const count = await t.database.db.select().from(reviews).where(eq(reviews.matchId, otherMatch));
    expect(count).toHaveLength(1);
  });
});

describe('the delay', () => {
  it('[REV-6] with REVIEW_AFTER_DAYS the sweep sends the link once the days have passed, once; closing sends it at once', async () => {
    await withTestApp(withoutRateLimits({ reviews: { afterDays: 14, sweepMs: 600_000 } }), async (app) => {
      const { signInNewAdmin } = await import('../../../test/test-app.js');
      const boss = await signInNewAdmin(app);
      const hari = await signUpTeacher(app, { firstName: 'Hari', lastName: 'Rai' });
      const waiting = await startedMatch(app, boss.token, hari, { mobile: '9800000001' });
      expect(await sentTokens(app, '9800000001')).toEqual([]);
      expect(await app.app.sweepReviewInvites()).toBe(0);
      await app.database.db
        .update(matches)
        .set({ startedAt: sql`now() - interval '14 days 1 minute'` })
        .where(eq(matches.id, waiting));
      expect(await app.app.sweepReviewInvites()).toBe(1);
      expect(await app.app.sweepReviewInvites()).toBe(0);
      expect(await sentTokens(app, '9800000001')).toHaveLength(1);

      const closing = await startedMatch(app, boss.token, hari, { mobile: '9800000002', email: '' });
      expect(await sentTokens(app, '9800000002')).toEqual([]);
      await call(
        app,
        {
          method: 'PUT',
          path: `/admin/matches/${closing}`,
          token: boss.token,
          body: { state: 'closed', closeReason: 'lessonsEnded' },
        },
        200,
      );
      expect(await sentTokens(app, '9800000002')).toHaveLength(1);
    });
  });
});

describe('public reading, moderation and replies', () => {
  const reviewsOf = (teacher: SignedInTeacher, page = 1) =>
    call(t, { method: 'GET', path: `/public/teachers/${teacher.id}/reviews?page=${page}` }, 200);
  const offer = async (id: string): Promise<PublicTuition> =>
    (await call(t, { method: 'GET', path: `/public/tuitions/${id}` }, 200)).tuition;

  it('[REV-7] a listed teacher’s reviews show the family as first name and last initial, never a contact', async () => {
    const body = await reviewsOf(ram);
    expect(body.total).toBe(2);
    expect(body.rating).toEqual({ average: 4.5, count: 2 });
    expect(body.reviews[0]).toMatchObject({ familyName: 'Maya G.', area: 'Baneshwor', class: '10', rating: 4 });
    const text = JSON.stringify(body);
    for (const secret of ['Gurungthapa', FAMILY.mobile, '98123456', FAMILY.email, '@'])
      expect(text).not.toContain(secret);
    expectCodedBody(
      (await t.api({ method: 'GET', path: `/public/teachers/${admin.id}/reviews` })).json(),
      'unknown teacher',
    );
    expect((await t.api({ method: 'GET', path: `/public/teachers/${admin.id}/reviews` })).statusCode).toBe(404);
  });

  it('[REV-8] every public offer carries rating { average, count } from published reviews, none below one', async () => {
    expect((await offer(ramOffer)).rating).toEqual({ average: 4.5, count: 2 });
    expect((await offer(sitaOffer)).rating).toEqual({ average: 2.5, count: 2 });
    const other = await signUpTeacher(t, { firstName: 'Gopal', lastName: 'Shah' });
    const unrated = await addOffer(t, other, { name: 'Gopal english' }, { adminToken: admin.token });
    expect(await offer(unrated)).not.toHaveProperty('rating');
  });

  it('[REV-9] the directory filters by minRating and sorts by rating, unrated last', async () => {
    const list = async (query: string) =>
      (await call(t, { method: 'GET', path: `/public/tuitions?${query}` }, 200)).tuitions as PublicTuition[];
    expect((await list('minRating=4')).map((row) => row._id)).toEqual([ramOffer]);
    expect((await list('minRating=3')).map((row) => row._id)).toEqual([ramOffer]);
    expect((await list('minRating=2')).map((row) => row._id).sort()).toEqual([ramOffer, sitaOffer].sort());
    const sorted = await list('sort=rating');
    expect(sorted.slice(0, 2).map((row) => row._id)).toEqual([ramOffer, sitaOffer]);
    expect(sorted.at(-1)).not.toHaveProperty('rating');
    for (const bad of ['0', '6', '4.5', 'high']) {
      const refused = await t.api({ method: 'GET', path: `/public/tuitions?minRating=${bad}` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.minRating).toBe(MSG.minRatingInvalid);
    }
  });

  it('[REV-10] an admin lists reviews by state, hides one only with a reason, and it leaves every page and cache at once', async () => {
    const all = await call(t, { method: 'GET', path: '/admin/reviews', token: admin.token }, 200);
    const low = all.reviews.find((row: { rating: number }) => row.rating === 2);
    expect(low).toMatchObject({ state: 'published', teacher: { _id: sita.id, displayName: 'Sita K.' } });
    const noReason = await t.api({
      method: 'PUT',
      path: `/admin/reviews/${low._id}`,
      token: admin.token,
      body: { state: 'hidden' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe(MSG.reviewHideReasonRequired);
    // A cached directory page, to see it dropped.
    await cachedPage(t.database.db, 'probe', async () => ({ status: 200, html: '', headers: {} }) as never);
    expect(cachedPageCount(t.database.db)).toBe(1);
    const hidden = await call(
      t,
      {
        method: 'PUT',
        path: `/admin/reviews/${low._id}`,
        token: admin.token,
        body: { state: 'hidden', reason: 'Not about the lessons' },
      },
      200,
    );
    expect(hidden.review).toMatchObject({ state: 'hidden', hiddenReason: 'Not about the lessons' });
    expect(cachedPageCount(t.database.db)).toBe(0);
    expect((await reviewsOf(sita)).reviews.map((row: { _id: string }) => row._id)).not.toContain(low._id);
    expect((await offer(sitaOffer)).rating).toEqual({ average: 3, count: 1 });
    const hiddenList = await call(t, { method: 'GET', path: '/admin/reviews?state=hidden', token: admin.token }, 200);
    expect(hiddenList.reviews.map((row: { _id: string }) => row._id)).toEqual([low._id]);
    const bad = await t.api({ method: 'GET', path: '/admin/reviews?state=gone', token: admin.token });
    expect(bad.json().errors.state).toBe(MSG.reviewStateInvalid);

    await call(
      t,
      { method: 'PUT', path: `/admin/reviews/${low._id}`, token: admin.token, body: { state: 'published' } },
      200,
    );
    expect((await offer(sitaOffer)).rating).toEqual({ average: 2.5, count: 2 });
    const missing = await t.api({
      method: 'PUT',
      path: '/admin/reviews/00000000-0000-4000-8000-000000000000',
      token: admin.token,
      body: { state: 'published' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('[REV-11] the teacher sees their reviews and answers one once; another teacher may not', async () => {
    const own = await call(t, { method: 'GET', path: '/teacher/reviews', token: ram.token }, 200);
    expect(own.total).toBe(2);
    const id = own.reviews[0]._id as string;
    const path = `/teacher/reviews/${id}/reply`;
    const notYours = await t.api({ method: 'PUT', path, token: sita.token, body: { reply: 'Thanks' } });
    expect(notYours.statusCode).toBe(403);
    const withPhone = await t.api({ method: 'PUT', path, token: ram.token, body: { reply: 'Call 9841234567' } });
    expect(withPhone.json().errors.reply).toBe(MSG.reviewHasContactDetails);
    const answered = await call(
      t,
      { method: 'PUT', path, token: ram.token, body: { reply: 'धन्यवाद! <b>Thanks</b>' } },
      200,
    );
    expect(answered.review.reply).toBe('धन्यवाद! <b>Thanks</b>');
    const again = await t.api({ method: 'PUT', path, token: ram.token, body: { reply: 'Again' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('reviewAlreadyReplied');
    expect((await reviewsOf(ram)).reviews.find((row: { _id: string }) => row._id === id).reply).toBe(
      'धन्यवाद! <b>Thanks</b>',
    );
  });

  it('[REV-12] /home’s testimonials are published 4–5 star reviews with a comment, newest first, at most six', async () => {
    const body = await call(t, { method: 'GET', path: '/public/testimonials' }, 200);
    expect(body.testimonials.map((row: { rating: number }) => row.rating)).toEqual([4, 5]);
    expect(body.testimonials[0]).toMatchObject({ familyName: 'Maya G.', teacherDisplayName: 'Ram T.' });
    expect(JSON.stringify(body)).not.toContain(FAMILY.mobile);
  });
});
