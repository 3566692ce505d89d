// The admin:reset-password command (issue 30): a new password for an admin, when no e-mail can reach
// them. Usage:
//   npm run admin:reset-password -- --email a@b.np [--password NewSecret1]
// Without --password a random one is made and printed (a password typed on the command line stays
// in the shell's history). A pending admin stays pending: admin:create approves.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { describeFailure } from '../lib/startup-error.js';
import { AdminNotFound, resetAdminPassword } from '../modules/admins/reset-admin-password.js';

const USAGE = 'Usage: npm run admin:reset-password -- --email EMAIL [--password NEW_PASSWORD]';

/** 12 random characters and the uppercase letter and digit the admin rules ask for; within 20 characters. */
function madePassword(): string {
  return `${randomBytes(9).toString('base64url')}A7`;
}

async function run() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || !values.email) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const password = values.password ?? madePassword();
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await resetAdminPassword(database.db, config.passwordHashing, { email: values.email, password });
    console.log(
      values.password
        ? `Password of ${values.email} changed; every session of the account ended.`
        : `Password of ${values.email} changed to: ${password}\nEvery session of the account ended. Change it after signing in.`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof AdminNotFound) {
    console.error(error.message);
  } else {
    // describeFailure: a failed update's message would carry the new password's hash as a parameter.
    console.error(`Could not reset the password: ${describeFailure(error)}\n\n${USAGE}`);
  }
  process.exit(1);
});
