// bench:api flags, with the defaults `npm run bench` uses.
import { boolFlag, type Flags, numberFlag, stringFlag } from '../lib/args.js';
import { benchDatabaseUrl } from '../lib/database.js';
import { RESULTS_DIR } from '../lib/paths.js';
import type { ApiBenchOptions } from './run-api.js';

export function apiOptions(flags: Flags): ApiBenchOptions {
  const scale = numberFlag(flags, 'scale', 1);
  return {
    databaseUrl: stringFlag(flags, 'database-url', benchDatabaseUrl()),
    scale,
    pgliteScale: numberFlag(flags, 'pglite-scale', scale),
    connections: numberFlag(flags, 'connections', 10),
    durationSeconds: numberFlag(flags, 'duration', 10),
    warmupSeconds: numberFlag(flags, 'warmup', 2),
    reuse: boolFlag(flags, 'reuse'),
    full: boolFlag(flags, 'full'),
    only: stringFlag(flags, 'only', '')
      ? (stringFlag(flags, 'only', '').split(',') as ApiBenchOptions['only'])
      : undefined,
    asDeployed: boolFlag(flags, 'as-deployed'),
    wrk: !boolFlag(flags, 'skip-wrk'),
    nodeArgs: boolFlag(flags, 'cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${RESULTS_DIR}/profiles`] : [],
  };
}
