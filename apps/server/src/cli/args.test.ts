// The commands' flags (node:util parseArgs): what each accepts, and a clear message and exit code 1
// for what it does not, checked on the function and on a real command run as the operator runs it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFlags, UsageError } from './args.js';

const USAGE = 'Usage: npm run db:restore -- --in FILE [--force]';
const OPTIONS = { in: { type: 'string' }, force: { type: 'boolean' } } as const;

function usageErrorOf(argv: string[]): string {
  try {
    parseFlags(argv, OPTIONS, USAGE);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
}

describe('parseFlags', () => {
  it('reads `--name value`, `--name=value` and switches; a flag not given is absent', () => {
    expect(parseFlags(['--in', 'a.backup', '--force'], OPTIONS, USAGE)).toEqual({ in: 'a.backup', force: true });
    expect(parseFlags(['--in=b c.backup'], OPTIONS, USAGE)).toEqual({ in: 'b c.backup' });
    expect(parseFlags([], OPTIONS, USAGE)).toEqual({});
    expect(parseFlags(['--help'], OPTIONS, USAGE)).toEqual({ help: true });
  });

  it.each([
    [['--inn', 'a.backup'], "Unknown option '--inn'"],
    [['--in'], "Option '--in <value>' argument missing"],
    [['--in', 'a.backup', 'b.backup'], "Unexpected argument 'b.backup'"],
    [['--force=yes', '--in', 'a'], "Option '--force' does not take an argument"],
  ])('%j is refused with what is wrong, then the usage', (argv, message) => {
    const text = usageErrorOf(argv);
    expect(text.split('\n')[0]).toContain(message);
    expect(text.endsWith(`\n\n${USAGE}`)).toBe(true);
  });
});

// A child process of its own costs seconds; the parsing knows no database, so once (on PGlite) is enough.
describe.skipIf(process.env.TEST_DB === 'postgres')('a command with a flag it does not know', () => {
  const serverRoot = path.resolve(import.meta.dirname, '../..');
  const run = (args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/cli/admin-create.ts', ...args],
        { cwd: serverRoot, timeout: 45_000 },
        (error, stdout, stderr) => {
          resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
        },
      );
    });

  it('prints what is wrong and the usage, and exits 1 before touching a database', async () => {
    const result = await run(['--emial', 'a@b.np', '--password', 'Secret123']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "Unknown option '--emial'\n\nUsage: npm run admin:create -- --email EMAIL --password PASSWORD --first-name NAME --last-name NAME --mobile 98XXXXXXXX\n",
    );
    expect(result.stdout).toBe('');
  }, 60_000);
});
