// The seed command: fills the configured database with realistic Nepali demo data. Usage:
//   npm run seed            (embedded PGlite in DATA_DIR, or DATABASE_URL's PostgreSQL server)
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { keepFilesPrivate } from '../db/data-dir.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { describeFailure } from '../lib/startup-error.js';
import { DEMO_ACCOUNTS } from './demo-data.js';
import { AlreadySeededError, seedDemoData } from './seed-demo-data.js';

async function run() {
  keepFilesPrivate();
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const summary = await seedDemoData({ db: database.db, hashing: config.passwordHashing });
    const { admin, teacher } = DEMO_ACCOUNTS;
    console.log(
      [
        `Seeded ${database.kind === 'postgres' ? 'the PostgreSQL database' : config.dataDir}:`,
        `  ${summary.teachers} teachers with ${summary.tuitions} tuition posts`,
        `  ${summary.studentRequests} student requests, ${summary.contactMessages} contact messages`,
        `  ${summary.pendingAdmins} admins waiting for approval`,
        `  ${summary.books.startedMatches} started matches with ${summary.books.charges} charges, payments and a refund`,
        '',
        'Sign in with:',
        `  admin   ${admin.email} / ${admin.password}   at /admin-login` +
          (summary.demoAdminCreated ? '' : ' (this admin already existed: its password was left unchanged)'),
        `  teacher ${teacher.email} / ${teacher.password}   at /login`,
        `  (every demo teacher uses the password ${teacher.password})`,
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof AlreadySeededError) {
    console.error(error.message);
  } else {
    // describeFailure: a failed insert's message would carry the seeded rows' values as parameters.
    console.error(`Could not seed the database: ${describeFailure(error)}`);
  }
  process.exit(1);
});
