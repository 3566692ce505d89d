// Backups and restores of either database. The embedded one is dumped by PGlite itself (a tarball
// of its data directory) and needs the data-directory lock: PGlite cannot be read by a second
// process while the server runs, so a backup then stops with a clear message instead of copying
// files in the middle of a write. PostgreSQL goes through pg_dump's custom format and pg_restore.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_OPTIONS } from './client.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

/** A problem the person running the command can fix; the commands print its message alone. */
export class BackupError extends Error {}

/** The embedded database's files inside DATA_DIR (db/client.ts opens the same folder). */
export const pgdataDir = (dataDir: string) => path.join(dataDir, 'pgdata');

const PG_DUMP_SIGNATURE = 'PGDMP';

function lockForBackup(dataDir: string, action: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `The embedded database in ${dataDir} is in use by a running GharGuru server (pid ${error.holder.pid}), ` +
        `and PGlite cannot be ${action} while it runs. Stop the server (systemctl stop gharguru, or Ctrl+C in ` +
        'its terminal), run this command again, then start the server. For backups without stopping, run ' +
        'GharGuru on PostgreSQL (docs/operations.md).',
    );
  }
}

/** Writes through a temporary file, so an interrupted backup never leaves a truncated FILE behind. */
function writeAtomically(file: string, data: Uint8Array) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, file);
}

function isPgDump(file: string): boolean {
  const handle = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(PG_DUMP_SIGNATURE.length);
    fs.readSync(handle, head, 0, head.length, 0);
    return head.toString('latin1') === PG_DUMP_SIGNATURE;
  } finally {
    fs.closeSync(handle);
  }
}

function requireBackupFile(file: string) {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
}

export async function backupPglite({ dataDir, out }: { dataDir: string; out: string }): Promise<void> {
  if (!fs.existsSync(pgdataDir(dataDir))) throw new BackupError(`There is no embedded database in ${dataDir}.`);
  const release = lockForBackup(dataDir, 'backed up');
  try {
    const client = await PGlite.create(pgdataDir(dataDir), PGLITE_OPTIONS);
    try {
      const dump = await client.dumpDataDir('gzip');
      writeAtomically(out, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

export async function restorePglite({
  dataDir,
  input,
  force,
}: {
  dataDir: string;
  input: string;
  force: boolean;
}): Promise<void> {
  requireBackupFile(input);
  if (isPgDump(input)) {
    throw new BackupError(
      `${input} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set to the PostgreSQL database.`,
    );
  }
  const release = lockForBackup(dataDir, 'restored');
  try {
    const target = pgdataDir(dataDir);
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
      if (!force) {
        throw new BackupError(
          `${dataDir} already holds a database. Restore into an empty DATA_DIR, or add --force to replace it.`,
        );
      }
      fs.rmSync(target, { recursive: true, force: true });
    }
    const client = await PGlite.create(target, {
      ...PGLITE_OPTIONS,
      loadDataDir: new Blob([fs.readFileSync(input)]),
    });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

function requireTool(tool: 'pg_dump' | 'pg_restore') {
  const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new BackupError(
      `${tool} is not on PATH. Install the PostgreSQL client tools of your server's major version ` +
        '(Debian/Ubuntu: apt install postgresql-client) and run this command again.',
    );
  }
}

/** The connection string without its password, which goes in PGPASSWORD so no process list shows it. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: `--dbname=${parsed.toString()}`,
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function run(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(tool, args, { encoding: 'utf8', env });
  if (result.status !== 0) {
    throw new BackupError(`${tool} failed:\n${(result.stderr || result.stdout || String(result.error)).trim()}`);
  }
}

export async function backupPostgres({ url, out }: { url: string; out: string }): Promise<void> {
  requireTool('pg_dump');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  const { dbname, env } = connection(url);
  run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, dbname], env);
  fs.renameSync(partial, out);
}

/** Whether the database already has tables of its own (drizzle's migration table counts). */
async function hasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM information_schema.tables
       WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.count) > 0;
  } finally {
    await client.end();
  }
}

export async function restorePostgres({
  url,
  input,
  force,
}: {
  url: string;
  input: string;
  force: boolean;
}): Promise<void> {
  requireBackupFile(input);
  if (!isPgDump(input)) {
    throw new BackupError(
      `${input} is not a pg_dump backup. An embedded-database backup restores into a DATA_DIR ` +
        '(unset DATABASE_URL); then npm run db:copy moves it to PostgreSQL.',
    );
  }
  requireTool('pg_restore');
  const replacing = await hasTables(url);
  if (replacing && !force) {
    throw new BackupError(
      'The PostgreSQL database already has tables. Restore into an empty database, or add --force to replace them.',
    );
  }
  const { dbname, env } = connection(url);
  run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(replacing ? ['--clean', '--if-exists'] : []),
      dbname,
      input,
    ],
    env,
  );
}
