import { TeacherProfileEditSchema } from '@gharguru/contract';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, contactMessages, reviewInvites, reviews, studentRequests, teachers, tuitions } from '../db/schema.js';
import { createTestApp, logIn } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { DEMO_ACCOUNTS, generateDemoData } from './demo-data.js';
import { AlreadySeededError, seedDemoData } from './seed-demo-data.js';

let t: TestApp;
const data = generateDemoData();
// Seeding an empty database is the set-up every test here reads, so it runs once before them all.
let summary: Awaited<ReturnType<typeof seedDemoData>>;
beforeAll(async () => {
  t = await createTestApp();
  summary = await seedDemoData({ db: t.database.db, hashing: t.config.passwordHashing, data });
});
afterAll(() => t.close());

describe('seedDemoData', () => {
  it('fills an empty database with every generated record', async () => {
    const postCount = data.teachers.reduce((sum, teacher) => sum + teacher.posts.length, 0);
    expect(summary).toEqual({
      teachers: 40,
      tuitions: postCount,
      studentRequests: 60,
      contactMessages: 20,
      pendingAdmins: 2,
      reviews: 12,
      demoAdminCreated: true,
      books: { startedMatches: 4, charges: 6 },
    });
    const db = t.database.db;
    expect(await db.$count(teachers)).toBe(40);
    expect(await db.$count(tuitions)).toBe(postCount);
    expect(await db.$count(studentRequests)).toBe(60);
    expect(await db.$count(contactMessages)).toBe(20);
    expect(await db.$count(admins, eq(admins.role, 'adminRolePending'))).toBe(2);
    // Every teacher shares one hash: the password was hashed once.
    const hashes = await db.selectDistinct({ hash: teachers.passwordHash }).from(teachers);
    expect(hashes).toHaveLength(1);
  });

  it('lets the demo admin and the demo teacher sign in with the printed credentials', async () => {
    const { admin, teacher } = DEMO_ACCOUNTS;
    const adminLogin = await logIn(t, 'admin', admin);
    expect(adminLogin.statusCode).toBe(200);
    expect((await logIn(t, 'teacher', teacher)).statusCode).toBe(200);

    const token = adminLogin.json().accessToken as string;
    const students = await t.api({ method: 'POST', path: '/admin/profile/student-list', token });
    expect(students.json().studentList).toHaveLength(60);
    const newest = students.json().studentList.map((s: { createdAt: string }) => s.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const contacts = await t.api({ method: 'GET', path: '/contact-form/data?q=kathmandu', token });
    expect(contacts.statusCode).toBe(200);
    const pending = await t.api({ method: 'GET', path: '/admin/pending-admins', token });
    expect(pending.json().adminList).toHaveLength(2);
  });

  it('[REV-18] adds started matches with reviews in English and नेपाली, rated on the directory and on /home', async () => {
    const db = t.database.db;
    const rows = await db.select({ comment: reviews.comment, state: reviews.state }).from(reviews);
    expect(rows).toHaveLength(12);
    expect(rows.some((row) => row.comment && /[\u0900-\u097F]/.test(row.comment))).toBe(true);
    expect(rows.some((row) => row.comment && /^[A-Za-z]/.test(row.comment))).toBe(true);
    const rated = await t.api({ method: 'GET', path: '/public/tuitions?minRating=1&sort=rating' });
    expect(rated.json().tuitions.length).toBeGreaterThan(0);
    expect(rated.json().tuitions[0].rating.count).toBeGreaterThan(0);
    const home = await t.api({ method: 'GET', path: '/public/testimonials' });
    expect(home.json().testimonials.length).toBe(6);
    // The reviewed matches' links are spent: the sweep sends links only for the other started matches.
    await t.app.sweepReviewInvites();
    const reviewed = await db
      .select({ id: reviewInvites.id })
      .from(reviewInvites)
      .innerJoin(reviews, eq(reviews.matchId, reviewInvites.matchId));
    expect(reviewed).toHaveLength(12);
  });

  it('[BOOK-22] starts four matches with charges, payments, a reversal and a refund', async () => {
    const { admin, teacher } = DEMO_ACCOUNTS;
    const teacherToken = (await logIn(t, 'teacher', teacher)).json().accessToken as string;
    const own = (await t.api({ method: 'GET', path: '/teacher/charges', token: teacherToken })).json();
    expect(own.charges.map((charge: { amount: number }) => charge.amount)).toEqual([400_000, 300_000]);
    expect(own).toMatchObject({ paid: 450_000, outstanding: 250_000 });
    const adminToken = (await logIn(t, 'admin', admin)).json().accessToken as string;
    const dues = (await t.api({ method: 'GET', path: '/admin/books/dues', token: adminToken })).json();
    expect(dues.total).toBe(4);
    const refunds = (await t.api({ method: 'GET', path: '/admin/books/refunds', token: adminToken })).json();
    expect(refunds.refunds).toHaveLength(1);
  });

  it('[PROF-9] fills every tutor profile in English or Nepali, valid by the contract, a third verified with checks', async () => {
    const db = t.database.db;
    const rows = await db.select().from(teachers);
    for (const row of rows) {
      const edit = TeacherProfileEditSchema.safeParse({ ...row, bio: row.bio, institution: row.institution });
      expect(edit.success, `${row.email}: ${edit.error?.issues[0]?.message}`).toBe(true);
      expect(row.bio).toBeTruthy();
      expect(row.languages).toContain('nepali');
      expect(row.modes.length).toBeGreaterThan(0);
      expect(row.times.length).toBeGreaterThan(0);
      expect(row.verificationChecks.length > 0).toBe(row.verifiedAt !== null);
    }
    expect(rows.some((row) => /[\u0900-\u097f]/.test(row.bio ?? ''))).toBe(true);
    expect(rows.some((row) => /^I have taught/.test(row.bio ?? ''))).toBe(true);
    const verified = await db.$count(teachers, isNotNull(teachers.verifiedAt));
    expect(verified).toBeGreaterThanOrEqual(Math.floor(rows.length / 4));
    expect(verified).toBeLessThanOrEqual(Math.ceil(rows.length / 2));
    // The offers' copies follow, so the directory's filters find the seeded tutors.
    const [verifiedOffers, femaleOffers] = await Promise.all([
      db.$count(tuitions, eq(tuitions.teacherVerified, true)),
      db.$count(tuitions, eq(tuitions.teacherGender, 'female')),
    ]);
    expect(verifiedOffers).toBeGreaterThan(0);
    expect(femaleOffers).toBeGreaterThan(0);
  });

  it('refuses to seed twice with a clear message and adds nothing', async () => {
    const again = seedDemoData({ db: t.database.db, hashing: t.config.passwordHashing, data });
    await expect(again).rejects.toBeInstanceOf(AlreadySeededError);
    await expect(again).rejects.toThrow(/already holds the demo data \(teacher@gharguru\.local exists\)/);
    expect(await t.database.db.$count(studentRequests)).toBe(60);
  });
});
