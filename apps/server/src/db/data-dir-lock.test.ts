// The data-directory lock on real temp directories: a lock left by a dead process, by a reused pid,
// by an older version or before a reboot is taken over; a live holder (this process, a child
// process, another host that keeps its heartbeat) still blocks with the clear message.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  currentHolder,
  DataDirLockedError,
  LOCK_FILE,
  type LockHolder,
  lockDataDir,
  processStartTime,
} from './data-dir-lock.js';

let dataDir: string;
let lockPath: string;
const releases: (() => void)[] = [];

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-lock-'));
  lockPath = path.join(dataDir, LOCK_FILE);
});

afterEach(() => {
  for (const release of releases.splice(0)) release();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function lock() {
  const release = lockDataDir(dataDir);
  releases.push(release);
  return release;
}

function writeLock(holder: LockHolder | number, ageMs = 0) {
  fs.writeFileSync(lockPath, JSON.stringify(holder));
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(lockPath, at, at);
}

/** A running process that is not GharGuru, to stand for a pid the system handed out again. */
async function startOtherProcess(): Promise<{ pid: number }> {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  releases.push(() => {
    child.kill('SIGKILL');
    void exited;
  });
  return { pid: child.pid as number };
}

const lockedMessage = (pid: number) => `is in use by another GharGuru process (pid ${pid})`;

describe('data-directory lock', () => {
  it('records pid, start time, boot id and host, and removes the file on release', () => {
    const release = lock();
    const holder = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockHolder;
    expect(holder).toEqual(currentHolder());
    expect(holder.pid).toBe(process.pid);
    expect(holder.startTime).toMatch(/^\d+$/);
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('takes over a lock whose pid now belongs to another process (same pid, another start time)', async () => {
    const other = await startOtherProcess();
    const startTime = processStartTime(other.pid);
    expect(startTime).toBeDefined();
    writeLock({ ...currentHolder(), pid: other.pid, startTime: String(Number(startTime) - 12_345) });
    lock();
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8')).pid).toBe(process.pid);
  });

  it("takes over an older version's bare pid when that pid is not a node process", async () => {
    const other = await startOtherProcess();
    writeLock(other.pid);
    expect(() => lock()).not.toThrow();
  });

  it('takes over a lock written before the last boot, and one of a pid that no longer runs', () => {
    writeLock({ ...currentHolder(), bootId: '00000000-0000-0000-0000-000000000000' });
    lock()();
    writeLock({ ...currentHolder(), pid: 2 ** 22 + 1 });
    expect(() => lock()).not.toThrow();
  });

  it('blocks a second opener while this process holds the lock', () => {
    lock();
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(lockedMessage(process.pid));
  });

  it('blocks while a child process holds the lock, and takes it over after that child is killed with -9', async () => {
    const module = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-dir-lock.ts');
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { lockDataDir } = await import(${JSON.stringify(module)}); lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
      child.once('exit', (code) => reject(new Error(`the child exited (${code}) before locking`)));
    });
    try {
      expect(() => lockDataDir(dataDir)).toThrow(lockedMessage(child.pid as number));
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    expect(fs.existsSync(lockPath)).toBe(true);
    lock();
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8')).pid).toBe(process.pid);
  }, 30_000);

  it('blocks on a lock from another host while its heartbeat is fresh, and takes it over once it is stale', () => {
    const elsewhere = { pid: 4242, startTime: '99', bootId: 'another-boot', hostname: 'elsewhere' };
    writeLock(elsewhere, 5_000);
    expect(() => lockDataDir(dataDir)).toThrow(`${lockedMessage(4242).slice(0, -1)} on elsewhere)`);
    writeLock(elsewhere, 60_000);
    expect(() => lock()).not.toThrow();
  });
});
