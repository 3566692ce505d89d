// Seeds one target (a PostgreSQL database or a PGlite data directory) at one scale, fresh.
import pg from 'pg';
import { fixed, seconds } from '../lib/format.js';
import { openFreshDatabase, rawClient } from '../lib/database.js';
import type { ServerDatabase } from '../lib/server.js';
import { countsForScale } from './scale.js';
import { type BenchMeta, seedBenchDatabase } from './seed-database.js';

export async function seedTarget(target: ServerDatabase, scale: number): Promise<BenchMeta> {
  const counts = countsForScale(scale);
  const where = target.kind === 'postgres' ? target.url : `PGlite in ${target.dataDir}`;
  console.log(
    `seeding ${where} at scale ${scale}: ${counts.teachers} teachers, ${counts.tuitions} posts, ` +
      `${counts.studentRequests} student requests, ${counts.contactMessages} contact messages`,
  );
  const database = await openFreshDatabase(target);
  // One session for the whole load (its SET commands must apply to every insert): a pg.Client
  // beside the server's pool on PostgreSQL, the single PGlite connection otherwise.
  const session = target.kind === 'postgres' ? new pg.Client({ connectionString: target.url }) : undefined;
  try {
    await session?.connect();
    const meta = await seedBenchDatabase(session ?? rawClient(database), counts);
    const t = meta.timings;
    const rows = counts.teachers + counts.tuitions + counts.studentRequests + counts.contactMessages;
    console.log(
      `  seeded in ${seconds(t.totalMs)} (${fixed(rows / (t.totalMs / 1000), 0)} rows/s): hash ${seconds(t.hashMs)}, ` +
        `teachers ${seconds(t.teachersMs)}, posts ${seconds(t.tuitionsMs)}, requests ${seconds(t.studentRequestsMs)}, ` +
        `messages ${seconds(t.contactMessagesMs)}, vacuum analyze ${seconds(t.vacuumMs)}`,
    );
    return meta;
  } finally {
    await session?.end();
    await database.close();
  }
}
