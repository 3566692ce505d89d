// A tiny parser for `--name value` command-line flags, enough for our two commands.
export function parseFlags(argv: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) flags[name] = inline;
    else if (argv[i + 1] !== undefined && !(argv[i + 1] as string).startsWith('--')) flags[name] = argv[++i] as string;
    else flags[name] = 'true';
  }
  return flags;
}
