// `npm run bench:seed -- --scale N [--pglite DIR]`: a fresh bench database filled with realistic rows.
// PostgreSQL by default (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/gharguru_bench).
import path from 'node:path';
import { declareFlags, numberFlag, parseFlags, stringFlag } from './lib/args.js';
import { benchDatabaseUrl } from './lib/database.js';
import { REPO_ROOT } from './lib/paths.js';
import { seedTarget } from './seed/seed-target.js';

const flags = parseFlags(declareFlags({ values: ['scale', 'pglite', 'database-url'] }));
const scale = numberFlag(flags, 'scale', 1);
const pglite = stringFlag(flags, 'pglite', '');
const target = pglite
  ? { kind: 'pglite' as const, dataDir: path.resolve(process.env.INIT_CWD ?? REPO_ROOT, pglite) }
  : { kind: 'postgres' as const, url: stringFlag(flags, 'database-url', benchDatabaseUrl()) };

seedTarget(target, scale).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
