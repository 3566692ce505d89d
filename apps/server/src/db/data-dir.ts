// DATA_DIR as a private place: the embedded database's files hold password hashes and families'
// mobiles, so no other local account may read or write them. PGlite unpacks its initial database and
// every restore from a tarball whose files come out 0666, and recycles WAL segments with that mode;
// a 0700 DATA_DIR keeps them out of reach whatever their own mode, and start-up tightens them anyway.
// Also here: whether a directory holds a database, so a start never replaces a lost one silently.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.js';

/** The embedded database's files inside DATA_DIR (db/client.ts opens the same folder). */
export const pgdataDir = (dataDir: string) => path.join(dataDir, 'pgdata');

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/** New files and folders of this process are its owner's alone (the server and every command call it first). */
export function keepFilesPrivate(): void {
  process.umask(0o077);
}

/** Creates `dir` (and missing parents) for the owner alone. */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
}

/**
 * Takes every permission of other accounts off `dir` and all below it (folders 0700, files 0600);
 * symbolic links are left alone. Returns how many entries it changed.
 */
export function tightenModes(dir: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE;
    if ((stat.mode & 0o777) !== wanted) {
      fs.chmodSync(entry, wanted);
      changed++;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return changed;
}

/** Whether `pgdata` holds a PostgreSQL data directory (initdb writes PG_VERSION first of all). */
export function holdsDatabase(pgdata: string): boolean {
  return fs.existsSync(path.join(pgdata, 'PG_VERSION'));
}

/**
 * What DATA_DIR may hold before any database is made in it: the lock, and the JWT secret that a
 * server on PostgreSQL keeps there too.
 */
const BEFORE_A_DATABASE = new Set(['gharguru.lock', 'gharguru.lock.takeover', 'jwt-secret']);

/**
 * Refuses a DATA_DIR that exists with something in it but no database: PGlite would create an empty
 * one there, and the server would run with no offers and no admin (a database deleted or restored
 * half-way). A missing or empty DATA_DIR is a first start and gets a new database.
 */
export function requireDatabaseOrNew(dataDir: string): void {
  if (holdsDatabase(pgdataDir(dataDir))) return;
  const entries = fs.existsSync(dataDir) ? fs.readdirSync(dataDir).filter((name) => !BEFORE_A_DATABASE.has(name)) : [];
  if (entries.length === 0) return;
  const previous = entries.filter((name) => name.startsWith('pgdata.previous-')).sort();
  const hint = previous.length
    ? ` The database before the last restore is in ${path.join(dataDir, previous.at(-1) ?? '')}.`
    : '';
  throw new ConfigError(
    `DATA_DIR ${dataDir} holds no database (no ${path.join('pgdata', 'PG_VERSION')}) but is not empty: ` +
      `restore a backup (npm run db:restore -- --in FILE) or point DATA_DIR at the right folder; ` +
      `a new database is only made in a missing or empty DATA_DIR.${hint}`,
  );
}
