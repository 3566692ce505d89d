// Backups and restores of either database. The embedded one is dumped by PGlite itself (a tarball
// of its data directory) and needs the data-directory lock: PGlite cannot be read by a second
// process while the server runs, so a backup then stops with a clear message instead of copying
// files in the middle of a write. PostgreSQL goes through pg_dump's custom format and pg_restore.
// A restore of the embedded database never touches the one in place until the backup has been
// unpacked beside it and opened; then the two folders swap, and the old one stays as
// pgdata.previous-<time> until the next restore. Backups are written 0600: they hold password
// hashes and families' mobiles.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ArchiveError, checkedDataDirTar } from './backup-archive.js';
import { PGLITE_OPTIONS } from './client.js';
import { holdsDatabase, makePrivateDir, pgdataDir, tightenModes } from './data-dir.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';
import { tablesInDependencyOrder } from './tables.js';

export { pgdataDir };

/** A problem the person running the command can fix; the commands print its message alone. */
export class BackupError extends Error {}

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
  makePrivateDir(path.dirname(file));
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, data, { mode: 0o600 });
  // A .partial left by an older version keeps its mode through writeFileSync.
  fs.chmodSync(partial, 0o600);
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
  if (!holdsDatabase(pgdataDir(dataDir))) throw new BackupError(`There is no embedded database in ${dataDir}.`);
  const release = lockForBackup(dataDir, 'backed up');
  try {
    const client = await PGlite.create(pgdataDir(dataDir), PGLITE_OPTIONS);
    try {
      const dump = await client.dumpDataDir('gzip');
      writeAtomically(out, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await client.close();
      // PGlite rewrites a few cache files (pg_internal.init) 0644 whatever the umask.
      tightenModes(dataDir);
    }
  } finally {
    release();
  }
}

/** Rows per table of a restored database; `undefined` for a table its migrations have yet to create. */
export type RestoredCounts = Record<string, number | undefined>;

const STAGING_PREFIX = 'pgdata.restoring-';
const PREVIOUS_PREFIX = 'pgdata.previous-';

/** Removes the `prefix`… folders in `dataDir`, but `keep`. */
function removeSiblings(dataDir: string, prefix: string, keep?: string) {
  for (const name of fs.readdirSync(dataDir)) {
    const entry = path.join(dataDir, name);
    if (name.startsWith(prefix) && entry !== keep) fs.rmSync(entry, { recursive: true, force: true });
  }
}

/** The unpacked database must answer, carry GharGuru's migrations, and count its rows. */
async function checkRestored(client: PGlite): Promise<RestoredCounts> {
  const migrations = await client.query<{ applied: number | null }>(
    `SELECT CASE WHEN to_regclass('drizzle.__drizzle_migrations') IS NULL THEN NULL
       ELSE (SELECT count(*)::int FROM drizzle.__drizzle_migrations) END AS applied`,
  );
  if (!migrations.rows[0]?.applied) throw new ArchiveError('it is not a GharGuru database (no migrations applied)');
  const counts: RestoredCounts = {};
  for (const { name } of tablesInDependencyOrder()) {
    const exists = await client.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [
      `public."${name}"`,
    ]);
    if (!exists.rows[0]?.found) {
      counts[name] = undefined;
      continue;
    }
    const counted = await client.query<{ rows: number }>(`SELECT count(*)::int AS rows FROM "${name}"`);
    counts[name] = counted.rows[0]?.rows ?? 0;
  }
  return counts;
}

/** Unpacks and checks the backup in `staging`; throws ArchiveError with the reason. */
async function unpackInto(staging: string, input: string): Promise<RestoredCounts> {
  const tar = checkedDataDirTar(fs.readFileSync(input));
  let client: PGlite;
  try {
    client = await PGlite.create(staging, { ...PGLITE_OPTIONS, loadDataDir: new Blob([tar]) });
  } catch (error) {
    throw new ArchiveError(`the database in it does not open (${error instanceof Error ? error.message : error})`);
  }
  try {
    return await checkRestored(client);
  } finally {
    await client.close();
  }
}

/**
 * Restores `input` into DATA_DIR: unpacked and opened beside the current database first, swapped in
 * only when that worked. A failed restore leaves DATA_DIR as it was.
 */
export async function restorePglite({
  dataDir,
  input,
  force,
  now = new Date(),
}: {
  dataDir: string;
  input: string;
  force: boolean;
  now?: Date;
}): Promise<RestoredCounts> {
  requireBackupFile(input);
  if (isPgDump(input)) {
    throw new BackupError(
      `${input} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set to the PostgreSQL database.`,
    );
  }
  const release = lockForBackup(dataDir, 'restored');
  try {
    const target = pgdataDir(dataDir);
    if (holdsDatabase(target) && !force) {
      throw new BackupError(
        `${dataDir} already holds a database. Restore into an empty DATA_DIR, or add --force to replace it.`,
      );
    }
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    // Left by a restore that was killed: nothing in it is in use.
    removeSiblings(dataDir, STAGING_PREFIX);
    const staging = path.join(dataDir, `${STAGING_PREFIX}${stamp}`);
    let counts: RestoredCounts;
    try {
      counts = await unpackInto(staging, input);
      tightenModes(staging);
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      if (!(error instanceof ArchiveError)) throw error;
      throw new BackupError(`${input} cannot be restored: ${error.message}. Nothing was changed in ${dataDir}.`);
    }
    const previous = path.join(dataDir, `${PREVIOUS_PREFIX}${stamp}`);
    if (fs.existsSync(target)) fs.renameSync(target, previous);
    fs.renameSync(staging, target);
    removeSiblings(dataDir, PREVIOUS_PREFIX, previous);
    return counts;
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
  makePrivateDir(path.dirname(out));
  const partial = `${out}.partial`;
  const { dbname, env } = connection(url);
  run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, dbname], env);
  // pg_dump creates the file under this process's umask (0077); an older .partial keeps its mode.
  fs.chmodSync(partial, 0o600);
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
