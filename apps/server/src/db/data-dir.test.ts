// Which DATA_DIR gets a new database (missing, empty, or holding only the lock and the JWT secret)
// and which stops the start (files but no database); and tightening what other accounts may touch.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { requireDatabaseOrNew, tightenModes } from './data-dir.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDirWith(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-data-dir-'));
  made.push(dir);
  for (const file of files) {
    const entry = path.join(dir, file);
    if (file.endsWith('/')) fs.mkdirSync(entry, { recursive: true });
    else {
      fs.mkdirSync(path.dirname(entry), { recursive: true });
      fs.writeFileSync(entry, 'x');
    }
  }
  return dir;
}

describe('requireDatabaseOrNew', () => {
  it('lets a missing, empty or new DATA_DIR get a database, and one that holds a database open it', () => {
    expect(() => requireDatabaseOrNew(path.join(dataDirWith([]), 'missing'))).not.toThrow();
    expect(() => requireDatabaseOrNew(dataDirWith([]))).not.toThrow();
    expect(() => requireDatabaseOrNew(dataDirWith(['gharguru.lock', 'jwt-secret']))).not.toThrow();
    expect(() => requireDatabaseOrNew(dataDirWith(['pgdata/PG_VERSION', 'jwt-secret']))).not.toThrow();
  });

  it('stops on files without a database', () => {
    for (const files of [
      ['pgdata/'],
      ['pgdata/base/1'],
      ['jwt-secret', 'notes.txt'],
      ['pgdata.previous-1/PG_VERSION'],
    ]) {
      expect(() => requireDatabaseOrNew(dataDirWith(files)), files.join()).toThrow(ConfigError);
    }
  });
});

describe('tightenModes', () => {
  it('takes every permission of other accounts off folders and files, and counts what it changed', () => {
    const dir = dataDirWith(['pgdata/PG_VERSION', 'pgdata/base/1/112']);
    fs.chmodSync(dir, 0o755);
    fs.chmodSync(path.join(dir, 'pgdata/PG_VERSION'), 0o666);
    fs.chmodSync(path.join(dir, 'pgdata/base'), 0o777);
    fs.chmodSync(path.join(dir, 'pgdata/base/1/112'), 0o600);
    fs.chmodSync(path.join(dir, 'pgdata/base/1'), 0o700);
    fs.chmodSync(path.join(dir, 'pgdata'), 0o700);
    expect(tightenModes(dir)).toBe(3);
    const mode = (entry: string) => (fs.statSync(path.join(dir, entry)).mode & 0o777).toString(8);
    expect([mode(''), mode('pgdata/base'), mode('pgdata/PG_VERSION'), mode('pgdata/base/1/112')]).toEqual([
      '700',
      '700',
      '600',
      '600',
    ]);
    expect(tightenModes(dir)).toBe(0);
  });
});
