// The db:restore command: into an empty DATA_DIR (the embedded database; checked beside it first,
// then swapped in), or into DATABASE_URL's PostgreSQL database through pg_restore. --force replaces
// what is there. docs/operations.md.
import { loadConfig } from '../config.js';
import { restorePglite, restorePostgres } from '../db/backup.js';
import { requireFlag, resolveFromInvocation, runDbCommand } from './db-command.js';

const USAGE =
  'Usage: npm run db:restore -- --in FILE [--force]\n' +
  '  restores into the embedded database in DATA_DIR, or the PostgreSQL database of DATABASE_URL (pg_restore);\n' +
  '  --force replaces a database that is not empty';

runDbCommand(USAGE, { in: { type: 'string' }, force: { type: 'boolean' } }, async (flags) => {
  const input = resolveFromInvocation(requireFlag(flags.in, USAGE));
  const force = flags.force === true;
  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    await restorePostgres({ url: config.database.url, input, force });
    return `Restored ${input} into the PostgreSQL database.`;
  }
  const counts = await restorePglite({ dataDir: config.dataDir, input, force });
  const rows = Object.entries(counts).map(([table, count]) => `  ${table}: ${count ?? 'not yet (made at start)'}`);
  return (
    `Restored ${input} into the embedded database in ${config.dataDir} (the one before is kept as ` +
    `pgdata.previous-<time> until the next restore). Rows:\n${rows.join('\n')}\nStart the server as usual.`
  );
});
