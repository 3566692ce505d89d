// Command-line flags shared by every bench command: `--name value`, `--name=value` and `--flag`.

export type Flags = Record<string, string | true>;

export function parseFlags(argv: string[] = process.argv.slice(2)): Flags {
  const flags: Flags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) flags[name] = inline;
    else if (next !== undefined && !next.startsWith('--')) {
      flags[name] = next;
      i++;
    } else flags[name] = true;
  }
  return flags;
}

export function numberFlag(flags: Flags, name: string, fallback: number): number {
  const value = flags[name];
  if (value === undefined || value === true) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number, got ${value}`);
  return parsed;
}

export function stringFlag(flags: Flags, name: string, fallback: string): string {
  const value = flags[name];
  return typeof value === 'string' ? value : fallback;
}

export const boolFlag = (flags: Flags, name: string): boolean => flags[name] !== undefined;
