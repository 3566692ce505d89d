// The commands' flags through Node's own parser (node:util parseArgs): `--name value` and
// `--name=value` for a text, `--name` for a switch, and `--help` for every command. A flag the command
// does not know, a text flag without its value or a stray word is a usage error that names it.
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** The flags a command declares (parseArgs' `options`). */
export type FlagOptions = NonNullable<ParseArgsConfig['options']>;

/** What the user typed wrongly, with the command's usage; the command prints it and exits 1. */
export class UsageError extends Error {}

/** The values of the flags `T` declares: a text or a switch each, absent when not given. */
export type FlagValues<T extends FlagOptions> = {
  [K in keyof T]?: T[K]['type'] extends 'boolean' ? boolean : string;
};

/** The flags `argv` gives, as `options` declares them (plus `help`), or a UsageError ending with `usage`. */
export function parseFlags<T extends FlagOptions>(
  argv: string[],
  options: T,
  usage: string,
): FlagValues<T> & { help?: boolean } {
  try {
    const { values } = parseArgs({ args: argv, options: { ...options, help: { type: 'boolean' } }, strict: true });
    return values as FlagValues<T> & { help?: boolean };
  } catch (error) {
    // Node's messages name the flag ("Unknown option '--emial'"); their advice on dashes is cut.
    const message = error instanceof Error ? error.message.split('. To specify')[0] : String(error);
    throw new UsageError(`${message}\n\n${usage}`);
  }
}

/**
 * A command's flags from the command line: prints the usage and exits 0 on `--help`, prints the
 * error and exits 1 on a usage error; otherwise returns the flags.
 */
export function commandFlags<T extends FlagOptions>(options: T, usage: string): FlagValues<T> {
  try {
    const flags = parseFlags(process.argv.slice(2), options, usage);
    if (flags.help) {
      console.log(usage);
      process.exit(0);
    }
    return flags;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
