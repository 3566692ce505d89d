// What the database commands (db:backup, db:restore, db:copy) share: flags, paths relative to
// where the command was typed, and one clear line instead of a stack for the errors people fix.
import path from 'node:path';
import { ConfigError } from '../config.js';
import { BackupError } from '../db/backup.js';
import { keepFilesPrivate } from '../db/data-dir.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { parseFlags } from './args.js';

/** npm runs workspace scripts inside apps/server; INIT_CWD is where the command was typed. */
export function resolveFromInvocation(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

export function runDbCommand(usage: string, command: (flags: Record<string, string>) => Promise<string>) {
  keepFilesPrivate();
  const flags = parseFlags(process.argv.slice(2));
  if (flags.help) {
    console.log(usage);
    return;
  }
  command(flags).then(
    (done) => console.log(done),
    (error: unknown) => {
      if (error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError) {
        console.error(error.message);
      } else {
        console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
      }
      process.exit(1);
    },
  );
}

/** A flag that must carry a value (`--out FILE`), or a BackupError that shows the usage. */
export function requireFlag(flags: Record<string, string>, name: string, usage: string): string {
  const value = flags[name];
  if (value === undefined || value === 'true') throw new BackupError(usage);
  return value;
}
