// What the database commands (db:backup, db:restore, db:copy) share: flags, paths relative to
// where the command was typed, and one clear line instead of a stack for the errors people fix.
import path from 'node:path';
import { ConfigError } from '../config.js';
import { BackupError } from '../db/backup.js';
import { keepFilesPrivate } from '../db/data-dir.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { commandFlags, type FlagOptions, type FlagValues } from './args.js';

/** npm runs workspace scripts inside apps/server; INIT_CWD is where the command was typed. */
export function resolveFromInvocation(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

export function runDbCommand<T extends FlagOptions>(
  usage: string,
  options: T,
  command: (flags: FlagValues<T>) => Promise<string>,
) {
  keepFilesPrivate();
  command(commandFlags(options, usage)).then(
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

/** The value of a flag the command needs (`--out FILE`), or a BackupError that shows the usage. */
export function requireFlag(value: string | undefined, usage: string): string {
  if (value === undefined) throw new BackupError(usage);
  return value;
}
