// Bench rows from the server's reproducible demo-data generator, produced in chunks so a million
// rows never sit in memory at once. Teacher k and post n have ids derived from k and n (lib/ids.ts);
// post n belongs to teacher ((n - 1) mod teachers) + 1.
import {
  generateDemoData,
  type DemoContactMessage,
  type DemoStudentRequest,
  type DemoTeacher,
  type DemoTuition,
} from '../../../apps/server/src/cli/demo-data.js';
import { benchId } from '../lib/ids.js';

export const CHUNK_ROWS = 5_000;
const SEED = 2081;

export interface TeacherRow extends DemoTeacher {
  id: string;
  email: string;
}

export interface TuitionRow extends DemoTuition {
  id: string;
  teacherId: string;
}

export function* teacherChunks(count: number, now: Date): Generator<TeacherRow[]> {
  for (let start = 0; start < count; start += CHUNK_ROWS) {
    const size = Math.min(CHUNK_ROWS, count - start);
    const { teachers } = generateDemoData({
      teachers: size,
      studentRequests: 0,
      contactMessages: 0,
      pendingAdmins: 0,
      seed: SEED + start,
      now,
    });
    yield teachers.map((teacher, i) => {
      const k = start + i + 1;
      const { firstName, lastName } = teacher.profile;
      // Demo e-mails are unique within one generator call only; the number makes them unique here.
      const email = `${firstName}.${lastName}${k}@example.com`.toLowerCase();
      return { ...teacher, id: benchId('t', k), email, profile: { ...teacher.profile, email } };
    });
  }
}

/** Post contents come from demo teachers (2–5 posts each), dealt round-robin to the bench teachers. */
export function* tuitionChunks(count: number, teachers: number, now: Date): Generator<TuitionRow[]> {
  let n = 0;
  let generation = 0;
  let chunk: TuitionRow[] = [];
  while (n < count) {
    const { teachers: authors } = generateDemoData({
      teachers: 1_000,
      studentRequests: 0,
      contactMessages: 0,
      pendingAdmins: 0,
      seed: SEED + 1_000_000 + generation++,
      now,
    });
    for (const post of authors.flatMap((author) => author.posts)) {
      if (n >= count) break;
      n++;
      chunk.push({ ...post, id: benchId('p', n), teacherId: benchId('t', ((n - 1) % teachers) + 1) });
      if (chunk.length === CHUNK_ROWS) {
        yield chunk;
        chunk = [];
      }
    }
  }
  if (chunk.length > 0) yield chunk;
}

export function* studentRequestChunks(count: number, now: Date): Generator<DemoStudentRequest[]> {
  for (let start = 0; start < count; start += CHUNK_ROWS) {
    const size = Math.min(CHUNK_ROWS, count - start);
    yield generateDemoData({
      teachers: 0,
      studentRequests: size,
      contactMessages: 0,
      pendingAdmins: 0,
      seed: SEED + 2_000_000 + start,
      now,
    }).studentRequests;
  }
}

export function* contactMessageChunks(count: number, now: Date): Generator<DemoContactMessage[]> {
  for (let start = 0; start < count; start += CHUNK_ROWS) {
    const size = Math.min(CHUNK_ROWS, count - start);
    yield generateDemoData({
      teachers: 0,
      studentRequests: 0,
      contactMessages: size,
      pendingAdmins: 0,
      seed: SEED + 3_000_000 + start,
      now,
    }).contactMessages;
  }
}
