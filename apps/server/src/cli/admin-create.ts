// The admin:create command (requirements DEC-1). Usage:
//   npm run admin:create -- --email a@b.np --password Secret123 --first-name Ram --last-name Thapa --mobile 9801234567
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { keepFilesPrivate } from '../db/data-dir.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { describeFailure } from '../lib/startup-error.js';
import { createApprovedAdmin } from '../modules/admins/create-approved-admin.js';
import { commandFlags } from './args.js';

const USAGE =
  'Usage: npm run admin:create -- --email EMAIL --password PASSWORD --first-name NAME --last-name NAME --mobile 98XXXXXXXX';

const FLAGS = {
  email: { type: 'string' },
  password: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  mobile: { type: 'string' },
} as const;

async function run() {
  keepFilesPrivate();
  const flags = commandFlags(FLAGS, USAGE);
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const result = await createApprovedAdmin(database.db, config.passwordHashing, flags);
    console.log(
      result.created
        ? `Admin ${flags.email} created. Sign in at /admin-login.`
        : `Admin ${flags.email} already existed: approved, details and password updated.`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  // describeFailure: a failed insert's message would carry the new password's hash as a parameter.
  else console.error(`Could not create the admin: ${describeFailure(error)}\n\n${USAGE}`);
  process.exit(1);
});
