// Fills a migrated database with bench rows: one INSERT ... SELECT FROM unnest(arrays) per chunk of
// 5,000 rows (one parameter per column, whatever the row count), then VACUUM ANALYZE so the
// planner and the visibility map look like those of a database that has been running a while.
import { sequentialRequestCode, subjectKeys } from '@gharguru/contract';
import { DEMO_ACCOUNTS } from '../../../apps/server/src/cli/demo-data.js';
import { loadConfig } from '../../../apps/server/src/config.js';
import { hashPassword } from '../../../apps/server/src/lib/passwords.js';
import type { RawClient } from '../lib/database.js';
import { benchId } from '../lib/ids.js';
import { contactMessageChunks, studentRequestChunks, teacherChunks, tuitionChunks } from './rows.js';
import type { ScaleCounts } from './scale.js';

export const BENCH_ADMIN = { id: benchId('a', 1), email: 'bench.admin@gharguru.local' } as const;
/** Every bench teacher signs in with the demo teacher's password (hashed once, shared by all). */
export const BENCH_TEACHER_PASSWORD = DEMO_ACCOUNTS.teacher.password;

export interface SeedTimings {
  hashMs: number;
  teachersMs: number;
  tuitionsMs: number;
  studentRequestsMs: number;
  contactMessagesMs: number;
  vacuumMs: number;
  totalMs: number;
}

export interface BenchMeta extends ScaleCounts {
  seededAt: string;
  timings: SeedTimings;
}

const SUBJECT_SEPARATOR = '|';
const joinSubjects = (subjects: readonly string[]) => subjects.join(SUBJECT_SEPARATOR);

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export async function seedBenchDatabase(client: RawClient, counts: ScaleCounts): Promise<BenchMeta> {
  const started = performance.now();
  const now = new Date();
  let passwordHash = '';
  const hashMs = await timed(async () => {
    passwordHash = await hashPassword(BENCH_TEACHER_PASSWORD, loadConfig({}).passwordHashing);
  });

  // Bench rows are consistent by construction: skip the per-row foreign-key triggers (superuser only;
  // the bench connects as the server's owner) and do not wait for each commit to reach the disk.
  await client.query('SET session_replication_role = replica');
  await client.query('SET synchronous_commit = off');
  await client.query(
    `INSERT INTO admins (id, first_name, last_name, mobile, email, password_hash, role)
     VALUES ($1, 'Bench', 'Admin', '9801234567', $2, $3, 'admin')`,
    [BENCH_ADMIN.id, BENCH_ADMIN.email, passwordHash],
  );

  const teachersMs = await timed(async () => {
    for (const chunk of teacherChunks(counts.teachers, now)) {
      await client.query(
        `INSERT INTO teachers (id, first_name, last_name, mobile, email, password_hash, degree, subjects,
                               level, city, area, created_at, updated_at)
         SELECT id, first_name, last_name, mobile, email, $12, degree, string_to_array(subjects, '${SUBJECT_SEPARATOR}'),
                level, city, area, created_at, created_at
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                     $8::text[], $9::text[], $10::text[], $11::timestamptz[])
           AS t(id, first_name, last_name, mobile, email, degree, subjects, level, city, area, created_at)`,
        [
          chunk.map((t) => t.id),
          chunk.map((t) => t.profile.firstName),
          chunk.map((t) => t.profile.lastName),
          chunk.map((t) => t.profile.mobile),
          chunk.map((t) => t.email),
          chunk.map((t) => t.profile.degree),
          chunk.map((t) => joinSubjects(t.profile.subjects)),
          chunk.map((t) => t.profile.level),
          chunk.map((t) => t.profile.city),
          chunk.map((t) => t.profile.area),
          chunk.map((t) => t.createdAt.toISOString()),
          passwordHash,
        ],
      );
    }
  });

  const tuitionsMs = await timed(async () => {
    for (const chunk of tuitionChunks(counts.tuitions, counts.teachers, now)) {
      await client.query(
        `INSERT INTO tuitions (id, teacher_id, name, subjects, subject_keys, for_class, price, price_type,
                               teacher_details, status, created_at, updated_at)
         SELECT id, teacher_id, name, string_to_array(subjects, '${SUBJECT_SEPARATOR}'),
                string_to_array(subject_keys, '${SUBJECT_SEPARATOR}'), for_class, price, price_type,
                teacher_details, status, created_at, created_at
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::text[],
                     $8::text[], $9::text[], $10::timestamptz[], $11::text[])
           AS t(id, teacher_id, name, subjects, for_class, price, price_type, teacher_details, status, created_at,
                subject_keys)`,
        [
          chunk.map((p) => p.id),
          chunk.map((p) => p.teacherId),
          chunk.map((p) => p.input.name),
          chunk.map((p) => joinSubjects(p.input.subjects)),
          chunk.map((p) => p.input.forClass),
          chunk.map((p) => p.input.price),
          chunk.map((p) => p.input.priceType),
          chunk.map((p) => p.input.teacherDetails ?? null),
          chunk.map((p) => p.status),
          chunk.map((p) => p.createdAt.toISOString()),
          chunk.map((p) => joinSubjects(subjectKeys(p.input.subjects))),
        ],
      );
    }
    // The directory's copies of each teacher's place and level (apps/server/src/db/schema.ts).
    await client.query(
      `UPDATE tuitions AS t
       SET teacher_city_key = lower(te.city), teacher_area_key = lower(te.area), teacher_level = te.level
       FROM teachers AS te WHERE te.id = t.teacher_id`,
    );
  });

  const studentRequestsMs = await timed(async () => {
    // Bench rows are numbered in order: the one-to-one code sequence gives each its own code.
    let requestNumber = 0;
    for (const chunk of studentRequestChunks(counts.studentRequests, now)) {
      await client.query(
        `INSERT INTO student_requests (id, first_name, last_name, mobile, email, class, subjects, timing, city, area,
                                       status, created_at, updated_at, request_code)
         SELECT id, first_name, last_name, mobile, email, class, string_to_array(subjects, '${SUBJECT_SEPARATOR}'), timing,
                city, area, status, created_at, created_at, request_code
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                     $9::text[], $10::text[], $11::timestamptz[], $12::text[], $13::uuid[])
           AS t(first_name, last_name, mobile, email, class, subjects, timing, city, area, status, created_at,
                request_code, id)`,
        [
          chunk.map((r) => r.input.firstName),
          chunk.map((r) => r.input.lastName),
          chunk.map((r) => r.input.mobile),
          chunk.map((r) => r.input.email ?? null),
          chunk.map((r) => r.input.class),
          chunk.map((r) => joinSubjects(r.input.subjects)),
          chunk.map((r) => r.input.timing),
          chunk.map((r) => r.input.city),
          chunk.map((r) => r.input.area),
          chunk.map((r) => r.status),
          chunk.map((r) => r.createdAt.toISOString()),
          chunk.map((_, i) => sequentialRequestCode(requestNumber + i + 1)),
          // Numbered ids too, so the matching desk's suggestions (issue 10) can name a request.
          chunk.map((_, i) => benchId('r', requestNumber + i + 1)),
        ],
      );
      requestNumber += chunk.length;
    }
  });

  const contactMessagesMs = await timed(async () => {
    for (const chunk of contactMessageChunks(counts.contactMessages, now)) {
      await client.query(
        `INSERT INTO contact_messages (first_name, last_name, email, mobile_no, subject, message, status,
                                       created_at, updated_at)
         SELECT first_name, last_name, email, mobile_no, subject, message, status, created_at, created_at
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                     $8::timestamptz[])
           AS t(first_name, last_name, email, mobile_no, subject, message, status, created_at)`,
        [
          chunk.map((m) => m.input.firstName),
          chunk.map((m) => m.input.lastName),
          chunk.map((m) => m.input.email ?? null),
          chunk.map((m) => m.input.mobileNo),
          chunk.map((m) => m.input.subject),
          chunk.map((m) => m.input.message ?? ''),
          chunk.map((m) => m.status),
          chunk.map((m) => m.createdAt.toISOString()),
        ],
      );
    }
  });

  await client.query('RESET session_replication_role');
  await client.query('RESET synchronous_commit');
  const vacuumMs = await timed(async () => {
    for (const table of ['admins', 'teachers', 'tuitions', 'student_requests', 'contact_messages']) {
      await client.query(`VACUUM (ANALYZE) ${table}`);
    }
    // Write the loaded pages out now, not during the first measurements (the checkpointer would).
    await client.query('CHECKPOINT');
  });

  const meta: BenchMeta = {
    ...counts,
    seededAt: now.toISOString(),
    timings: {
      hashMs,
      teachersMs,
      tuitionsMs,
      studentRequestsMs,
      contactMessagesMs,
      vacuumMs,
      totalMs: performance.now() - started,
    },
  };
  await client.query('CREATE TABLE IF NOT EXISTS bench_meta (id int PRIMARY KEY, meta jsonb NOT NULL)');
  await client.query(
    'INSERT INTO bench_meta (id, meta) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET meta = excluded.meta',
    [JSON.stringify(meta)],
  );
  return meta;
}

/** What was seeded, read back by the API bench; undefined when the database holds no bench data. */
export async function readBenchMeta(client: RawClient): Promise<BenchMeta | undefined> {
  try {
    const { rows } = await client.query('SELECT meta FROM bench_meta WHERE id = 1');
    const row = rows[0] as { meta: BenchMeta | string } | undefined;
    if (!row) return undefined;
    return typeof row.meta === 'string' ? (JSON.parse(row.meta) as BenchMeta) : row.meta;
  } catch {
    return undefined;
  }
}
