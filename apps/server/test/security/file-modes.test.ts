// DATA_DIR and backups belong to the account that runs GharGuru: the server tightens a DATA_DIR an
// older version left open (folders 0755, files 0666) and says so, every file it and the commands
// write afterwards is 0600 in 0700 folders, and another local account (nobody, where the tests run
// as root) can neither list nor read them. The folders above are left open to that account on
// purpose, so only GharGuru's own modes keep it out.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStudentRequest } from '@gharguru/contract/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { runDbCommand } from '../lifecycle/db-commands.js';
import { createFreshPostgresDatabase, onPostgres } from '../lifecycle/fresh-postgres.js';
import { send } from '../lifecycle/http-client.js';
import { startFromMigratedSnapshot } from '../lifecycle/migrated-data-dir.js';
import { type ServerDatabase, startServer, waitForExit } from '../lifecycle/server-process.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A folder every account may enter, as /srv or a home directory often is. */
function openFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-modes-'));
  fs.chmodSync(dir, 0o755);
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Every entry below `dir` (itself included) whose mode lets another account in. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) open.push(`${entry} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return open;
}

const asNobody =
  process.getuid?.() === 0 && spawnSync('runuser', ['--help']).status === 0
    ? (...command: string[]) => spawnSync('runuser', ['-u', 'nobody', '--', ...command], { encoding: 'utf8' })
    : undefined;

/** Whether the account nobody can read `file` (undefined where the tests cannot switch accounts). */
function nobodyReads(file: string): boolean | undefined {
  return asNobody ? asNobody('cat', file).status === 0 : undefined;
}

describe(`file modes (${onPostgres ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it.skipIf(onPostgres)(
    'tightens an open DATA_DIR at start and keeps the database, its WAL and backups private',
    async () => {
      const home = openFolder();
      const where: ServerDatabase = { dataDir: path.join(home, 'data') };
      fs.mkdirSync(where.dataDir, { mode: 0o755 });
      fs.chmodSync(where.dataDir, 0o755);
      await startFromMigratedSnapshot(where.dataDir);
      const version = path.join(where.dataDir, 'pgdata', 'PG_VERSION');
      // As an older version left it: PGlite unpacks its files 0666.
      expect(openToOthers(where.dataDir).length).toBeGreaterThan(100);
      if (asNobody) expect(nobodyReads(version)).toBe(true);

      const server = await startServer(where);
      cleanups.push(() => void server.child.kill('SIGKILL'));
      expect(server.output()).toContain('DATA_DIR was readable or writable by other accounts');
      expect(openToOthers(where.dataDir)).toEqual([]);
      expect(nobodyReads(version)).not.toBe(true);
      if (asNobody) expect(asNobody('ls', where.dataDir).status).not.toBe(0);

      // Writes make new WAL and relation files; they are private too.
      for (let i = 0; i < 20; i++) {
        await send(server.port, {
          method: 'POST',
          path: '/api/student/request',
          body: buildStudentRequest({ email: `modes.${i}@example.com` }),
        });
      }
      server.child.kill('SIGTERM');
      expect(await waitForExit(server, 10_000)).toBe(0);
      expect(openToOthers(where.dataDir)).toEqual([]);

      const backupFile = path.join(home, 'backups', 'gharguru.backup');
      expect(await runDbCommand('db-backup', ['--out', backupFile], where)).toMatchObject({ code: 0 });
      expect(openToOthers(path.dirname(backupFile))).toEqual([]);
      expect(nobodyReads(backupFile)).not.toBe(true);

      const restored = await runDbCommand('db-restore', ['--in', backupFile, '--force'], where);
      expect(restored, restored.output).toMatchObject({ code: 0 });
      expect(openToOthers(where.dataDir)).toEqual([]);
      expect(nobodyReads(version)).not.toBe(true);
    },
    180_000,
  );

  it.skipIf(!onPostgres)(
    'writes the PostgreSQL dump 0600 in a 0700 folder',
    async () => {
      const fresh = await createFreshPostgresDatabase();
      cleanups.push(() => fresh.drop());
      const home = openFolder();
      const where: ServerDatabase = { dataDir: path.join(home, 'data'), databaseUrl: fresh.url };
      const backupFile = path.join(home, 'backups', 'gharguru.backup');
      // A .partial an older version left readable must not keep its mode.
      fs.mkdirSync(path.dirname(backupFile));
      fs.writeFileSync(`${backupFile}.partial`, '', { mode: 0o644 });
      fs.chmodSync(path.dirname(backupFile), 0o755);
      const backup = await runDbCommand('db-backup', ['--out', backupFile], where);
      expect(backup, backup.output).toMatchObject({ code: 0 });
      expect((fs.statSync(backupFile).mode & 0o777).toString(8)).toBe('600');
      fs.chmodSync(path.dirname(backupFile), 0o755);
      expect(nobodyReads(backupFile)).not.toBe(true);
    },
    60_000,
  );
});
