// Writes the demo data into a database in one transaction, with batched inserts. Refuses a
// database that already holds it (the demo teacher exists), so running the seed twice is harmless.
import { subjectKeys } from '@gharguru/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { admins, contactMessages, studentRequests, teachers, tuitions } from '../db/schema.js';
import { hashPassword, type HashingOptions } from '../lib/passwords.js';
import { newRequestCode } from '../modules/student-requests/request-code.js';
import { DEMO_ACCOUNTS, generateDemoData, type DemoData } from './demo-data.js';
import { seedDemoReviews } from './seed-reviews.js';
import { type BooksSeedSummary, seedDemoBooks } from './seed-books.js';
import { seedTeacherProfiles } from './seed-teacher-profiles.js';

export class AlreadySeededError extends Error {
  constructor() {
    super(
      `This database already holds the demo data (${DEMO_ACCOUNTS.teacher.email} exists): nothing was added. ` +
        'To seed again, start from an empty database (a new DATA_DIR, or a fresh PostgreSQL database).',
    );
    this.name = 'AlreadySeededError';
  }
}

export interface SeedSummary {
  teachers: number;
  tuitions: number;
  studentRequests: number;
  contactMessages: number;
  pendingAdmins: number;
  /** Started matches with the family's review (issue 27). */
  reviews: number;
  /** False when an admin with the demo e-mail already existed (e.g. made with admin:create). */
  demoAdminCreated: boolean;
  /** The books (issue 29): started matches with charges, payments, a reversal and a refund. */
  books: BooksSeedSummary;
}

/** PostgreSQL takes at most 65,535 parameters per statement; 500 rows stay far below for every table. */
const BATCH_ROWS = 500;

function batches<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) out.push(rows.slice(i, i + BATCH_ROWS));
  return out;
}

/** A generated form (a student request, a contact message) as its row: no e-mail is null, never updated. */
function formRow<Input extends { email?: string | null }, Status>(form: {
  input: Input;
  status: Status;
  createdAt: Date;
}) {
  const { input, status, createdAt } = form;
  return { ...input, email: input.email ?? null, status, createdAt, updatedAt: createdAt };
}

export async function seedDemoData({
  db,
  hashing,
  data = generateDemoData(),
}: {
  db: Db;
  hashing: HashingOptions;
  data?: DemoData;
}): Promise<SeedSummary> {
  if (await isSeeded(db)) throw new AlreadySeededError();
  // Hashing is deliberately slow: one hash per password, shared by every account that uses it.
  const [teacherHash, adminHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.teacher.password, hashing),
    hashPassword(DEMO_ACCOUNTS.admin.password, hashing),
  ]);

  return db.transaction(async (tx) => {
    const { password: _adminPassword, ...demoAdmin } = DEMO_ACCOUNTS.admin;
    const insertedAdmin = await tx
      .insert(admins)
      .values({ ...demoAdmin, role: 'admin', passwordHash: adminHash })
      .onConflictDoNothing()
      .returning({ id: admins.id });
    const pending = data.pendingAdmins.map((admin) => ({
      ...admin,
      updatedAt: admin.createdAt,
      role: 'adminRolePending' as const,
      // They sign in with the demo admin password once approved.
      passwordHash: adminHash,
    }));
    const insertedPending =
      pending.length > 0
        ? await tx.insert(admins).values(pending).onConflictDoNothing().returning({ id: admins.id })
        : [];

    const teacherIds = new Map<string, string>();
    for (const batch of batches(data.teachers)) {
      const rows = await tx
        .insert(teachers)
        .values(
          batch.map(({ profile, createdAt }) => ({
            ...profile,
            createdAt,
            updatedAt: createdAt,
            passwordHash: teacherHash,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: teachers.id, email: teachers.email });
      for (const row of rows) teacherIds.set(row.email, row.id);
    }
    // A second seed running at the same time lost the race for the demo teacher: undo everything.
    if (!teacherIds.has(DEMO_ACCOUNTS.teacher.email)) throw new AlreadySeededError();

    // Posts of a teacher whose e-mail was already registered by someone else are skipped with them.
    const posts = data.teachers.flatMap(({ profile, posts }) => {
      const teacherId = teacherIds.get(profile.email);
      if (!teacherId) return [];
      return posts.map(({ input, status, createdAt }) => ({
        ...input,
        teacherDetails: input.teacherDetails ?? null,
        subjectKeys: subjectKeys(input.subjects),
        teacherCityKey: profile.city.toLowerCase(),
        teacherAreaKey: profile.area.toLowerCase(),
        teacherLevel: profile.level,
        teacherId,
        status,
        createdAt,
        updatedAt: createdAt,
      }));
    });
    for (const batch of batches(posts)) await tx.insert(tuitions).values(batch);

    // Issue 27: every seeded tutor's public profile, about a third verified with checks.
    const profiled = data.teachers.flatMap(({ profile, createdAt }) => {
      const id = teacherIds.get(profile.email);
      return id ? [{ id, subjects: profile.subjects, city: profile.city, createdAt }] : [];
    });
    await seedTeacherProfiles(tx, profiled);

    const requests = data.studentRequests.map((request) => ({
      ...formRow(request),
      // Random like every new request's; a clash among a few hundred codes is one in millions.
      requestCode: newRequestCode(),
    }));
    const requestIds: string[] = [];
    for (const batch of batches(requests)) {
      const rows = await tx.insert(studentRequests).values(batch).returning({
        id: studentRequests.id,
        status: studentRequests.status,
        createdAt: studentRequests.createdAt,
      });
      requestIds.push(...rows.map((row) => row.id));
    }

    const messages = data.contactMessages.map(formRow);
    for (const batch of batches(messages)) await tx.insert(contactMessages).values(batch);

    const [booksAdmin] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(eq(sql`lower(${admins.email})`, DEMO_ACCOUNTS.admin.email));
    const books = await seedDemoBooks(tx, {
      adminId: booksAdmin!.id,
      teacherIds: [
        teacherIds.get(DEMO_ACCOUNTS.teacher.email)!,
        ...[...teacherIds].filter(([email]) => email !== DEMO_ACCOUNTS.teacher.email).map(([, id]) => id),
      ],
      requestIds,
    });

    // After the books: the reviews take requests the books left without a match.
    const reviewCount = await seedDemoReviews(tx);

    return {
      teachers: teacherIds.size,
      tuitions: posts.length,
      studentRequests: requests.length,
      contactMessages: messages.length,
      pendingAdmins: insertedPending.length,
      reviews: reviewCount,
      demoAdminCreated: insertedAdmin.length > 0,
      books,
    };
  });
}

async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(sql`lower(${teachers.email})`, DEMO_ACCOUNTS.teacher.email))
    .limit(1);
  return row !== undefined;
}
