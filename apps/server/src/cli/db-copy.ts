// The db:copy command: moves the embedded database in DATA_DIR to a PostgreSQL server. Stop the
// server, copy, then start it with DATABASE_URL set to the target. docs/operations.md.
import { loadConfig } from '../config.js';
import { BackupError } from '../db/backup.js';
import { copyPgliteToPostgres } from '../db/copy-to-postgres.js';
import { requireFlag, runDbCommand } from './db-command.js';

const USAGE =
  'Usage: npm run db:copy -- --to postgres://USER:PASSWORD@HOST:5432/DATABASE [--force]\n' +
  '  copies every table of the embedded database in DATA_DIR into that database (migrated first);\n' +
  '  --force replaces rows the target already has';

runDbCommand(USAGE, { to: { type: 'string' }, force: { type: 'boolean' } }, async (flags) => {
  const targetUrl = requireFlag(flags.to, USAGE);
  if (!/^postgres(ql)?:\/\//.test(targetUrl)) throw new BackupError(`--to takes a postgres:// URL.\n${USAGE}`);
  const config = loadConfig({ ...process.env, DATABASE_URL: undefined });
  const copied = await copyPgliteToPostgres({ dataDir: config.dataDir, targetUrl, force: flags.force === true });
  const lines = copied.map(({ table, rows }) => `  ${table}: ${rows} rows`);
  return [
    `Copied the embedded database in ${config.dataDir} to PostgreSQL:`,
    ...lines,
    'Start the server with DATABASE_URL set to that database (and the same JWT_SECRET).',
  ].join('\n');
});
