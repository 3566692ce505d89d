// Command-line flags of the bench commands, through Node's own parser (node:util parseArgs): each
// command declares its flags, values (`--runs 3`, `--runs=3`) and switches (`--full`); a flag the
// command does not know, a value missing or a stray word stops it with the reason, exit code 1.
import { type ParseArgsConfig, parseArgs } from 'node:util';

export type FlagOptions = NonNullable<ParseArgsConfig['options']>;
export type Flags = Record<string, string | boolean | undefined>;

/** parseArgs' declaration of a command's value flags and switches. */
export function declareFlags({ values = [], switches = [] }: { values?: string[]; switches?: string[] }): FlagOptions {
  return Object.fromEntries([
    ...values.map((name) => [name, { type: 'string' as const }]),
    ...switches.map((name) => [name, { type: 'boolean' as const }]),
  ]);
}

/**
 * The flags `argv` gives as `options` declares them. `--help` prints the flags (exit 0); a usage
 * error prints the reason and the flags (exit 1).
 */
export function parseFlags(options: FlagOptions, argv: string[] = process.argv.slice(2)): Flags {
  const known = Object.entries(options).map(([name, { type }]) =>
    type === 'string' ? `--${name} VALUE` : `--${name}`,
  );
  try {
    // No flag is declared `multiple`: each value is one text or a switch.
    const flags = parseArgs({ args: argv, options: { ...options, help: { type: 'boolean' } }, strict: true }).values;
    if (flags.help) {
      console.log(`Flags: ${known.join(' ')} (the command's first lines say what each does)`);
      process.exit(0);
    }
    return flags as Flags;
  } catch (error) {
    // Node's messages name the flag ("Unknown option '--rnus'"); their advice on dashes is cut.
    const message = error instanceof Error ? error.message.split('. To specify')[0] : String(error);
    console.error(`${message}\nFlags: ${known.join(' ')}`);
    process.exit(1);
  }
}

export function numberFlag(flags: Flags, name: string, fallback: number): number {
  const value = flags[name];
  if (typeof value !== 'string') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number, got ${value}`);
  return parsed;
}

export function stringFlag(flags: Flags, name: string, fallback: string): string {
  const value = flags[name];
  return typeof value === 'string' ? value : fallback;
}

export const boolFlag = (flags: Flags, name: string): boolean => flags[name] === true;
