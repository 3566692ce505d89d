// The embedded database belongs to one process at a time (requirements DEC-1): a lock file in
// DATA_DIR stops a second opener with a clear message. After kill -9 the file stays behind and its
// pid may since belong to another process (pid 1 in a restarted container), so the file records
// who holds it: pid, that process's start time (/proc/<pid>/stat), the boot id and the host name.
// On the same machine the holder is live only if that pid still runs with that start time. A lock
// written on another host (or in another container) cannot be checked that way; its holder keeps
// the file's mtime fresh, and a lock not touched for HEARTBEAT_STALE_MS is taken over.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makePrivateDir } from './data-dir.js';

export const LOCK_FILE = 'gharguru.lock';
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_STALE_MS = 30_000;
/** Taking over a stale lock is serialized by this directory, so two starters cannot both take it. */
const TAKEOVER_DIR = 'gharguru.lock.takeover';
const TAKEOVER_STALE_MS = 10_000;

export interface LockHolder {
  pid: number;
  /** Field 22 of /proc/<pid>/stat (clock ticks since boot); absent where there is no /proc. */
  startTime?: string;
  bootId?: string;
  hostname?: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.hostname && holder.hostname !== os.hostname() ? ` on ${holder.hostname}` : '';
    super(
      `The embedded database in ${dataDir} is in use by another GharGuru process (pid ${holder.pid}${where}). ` +
        'Stop that process first (Ctrl+C in its terminal), or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

function readOrUndefined(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The start time of a running process, or undefined when it does not run (or there is no /proc). */
export function processStartTime(pid: number): string | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function bootId(): string | undefined {
  return readOrUndefined('/proc/sys/kernel/random/boot_id')?.trim();
}

export function currentHolder(): LockHolder {
  return { pid: process.pid, startTime: processStartTime(process.pid), bootId: bootId(), hostname: os.hostname() };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads a lock file: JSON from this version, a bare pid from older ones. */
function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder> | number;
    if (typeof value === 'number') return Number.isInteger(value) ? { pid: value } : undefined;
    return typeof value?.pid === 'number' ? (value as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the process recorded in a lock file still holds it. */
export function isLive(holder: LockHolder, lockModifiedMs: number, now = Date.now()): boolean {
  const here = currentHolder();
  const sameHost = holder.hostname === undefined || holder.hostname === here.hostname;
  // Another host or another container: its pids mean nothing here, only the heartbeat tells.
  if (!sameHost) return now - lockModifiedMs < HEARTBEAT_STALE_MS;
  // Written before this machine's last boot.
  if (holder.bootId !== undefined && here.bootId !== undefined && holder.bootId !== here.bootId) return false;
  if (!isRunning(holder.pid)) return false;
  const startTime = processStartTime(holder.pid);
  if (holder.startTime !== undefined && startTime !== undefined) return startTime === holder.startTime;
  // A bare pid (lock files of older versions): a GharGuru server is a node process.
  const commandLine = readOrUndefined(`/proc/${holder.pid}/cmdline`);
  if (holder.startTime === undefined && commandLine !== undefined) return /node|tsx/.test(commandLine);
  // No /proc: the pid runs, so assume it is the holder.
  return true;
}

function withTakeoverMutex(dataDir: string, takeOver: () => void): void {
  const mutex = path.join(dataDir, TAKEOVER_DIR);
  try {
    fs.mkdirSync(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another starter is taking over; or one died doing so and left the directory behind.
    const stat = fs.statSync(mutex, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > TAKEOVER_STALE_MS) fs.rmSync(mutex, { recursive: true, force: true });
    return;
  }
  try {
    takeOver();
  } finally {
    fs.rmSync(mutex, { recursive: true, force: true });
  }
}

/** Opening the database is synchronous up to here; a short pause lets a concurrent starter finish. */
function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  makePrivateDir(dataDir);
  const lockPath = path.join(dataDir, LOCK_FILE);
  const mine = JSON.stringify(currentHolder());
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt > 0) pause(50);
    try {
      fs.writeFileSync(lockPath, mine, { flag: 'wx' });
      return holdLock(lockPath, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const stat = fs.statSync(lockPath, { throwIfNoEntry: false });
    const text = readOrUndefined(lockPath);
    if (!stat || text === undefined) continue;
    const holder = parseHolder(text);
    if (holder && isLive(holder, stat.mtimeMs)) throw new DataDirLockedError(dataDir, holder);
    // Left behind by a process that died (or unreadable): take it over, unless another starter
    // replaced it meanwhile.
    withTakeoverMutex(dataDir, () => {
      if (readOrUndefined(lockPath) === text) fs.rmSync(lockPath, { force: true });
    });
  }
  throw new Error(`Could not lock ${dataDir}: another process keeps taking the lock file ${lockPath}`);
}

/** Keeps the lock's heartbeat and removes the file on release or on any exit of the process. */
function holdLock(lockPath: string, mine: string): () => void {
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(lockPath, now, now);
    } catch {
      // The directory went away; the next open will say so.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    process.off('exit', release);
    if (readOrUndefined(lockPath) === mine) fs.rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return release;
}
