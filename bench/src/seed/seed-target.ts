// Seeds one target (a PostgreSQL database or a PGlite data directory) at one scale, fresh.
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
  try {
    const meta = await seedBenchDatabase(rawClient(database), counts);
    const t = meta.timings;
    const rows = counts.teachers + counts.tuitions + counts.studentRequests + counts.contactMessages;
    console.log(
      `  seeded in ${seconds(t.totalMs)} (${fixed(rows / (t.totalMs / 1000), 0)} rows/s): hash ${seconds(t.hashMs)}, ` +
        `teachers ${seconds(t.teachersMs)}, posts ${seconds(t.tuitionsMs)}, requests ${seconds(t.studentRequestsMs)}, ` +
        `messages ${seconds(t.contactMessagesMs)}, vacuum analyze ${seconds(t.vacuumMs)}`,
    );
    return meta;
  } finally {
    await database.close();
  }
}
