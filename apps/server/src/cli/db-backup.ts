// The db:backup command: the embedded database in DATA_DIR (the server must be stopped), or
// DATABASE_URL's PostgreSQL database through pg_dump (while it runs). docs/operations.md.
import { loadConfig } from '../config.js';
import { backupPglite, backupPostgres } from '../db/backup.js';
import { requireFlag, resolveFromInvocation, runDbCommand } from './db-command.js';

const USAGE =
  'Usage: npm run db:backup -- --out FILE\n' +
  '  backs up the embedded database in DATA_DIR, or the PostgreSQL database of DATABASE_URL (pg_dump)';

runDbCommand(USAGE, { out: { type: 'string' } }, async (flags) => {
  const out = resolveFromInvocation(requireFlag(flags.out, USAGE));
  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    await backupPostgres({ url: config.database.url, out });
    return `Backed up the PostgreSQL database to ${out} (pg_dump custom format).`;
  }
  await backupPglite({ dataDir: config.dataDir, out });
  return `Backed up the embedded database in ${config.dataDir} to ${out}.`;
});
