// `npm run bench:api`: the API under load (see docs/performance.md). Flags: --scale N (1),
// --pglite-scale N, --duration S (10), --connections C (10), --full (adds the 1M-row point),
// --reuse (keep a database already seeded at this scale), --skip-pglite, --skip-scaling, --cpu-prof,
// --skip-outbox, --outbox-messages N (1000: the outbox worker's throughput, api/outbox-throughput.ts),
// --skip-wrk (without it, each endpoint's maximum rate is driven by wrk too when it is installed:
// api/wrk.ts, decision 029), --as-deployed.
import { boolFlag, declareFlags, type Flags, numberFlag, parseFlags } from './lib/args.js';
import { machineInfo } from './lib/machine.js';
import { runIfMain } from './lib/main-module.js';
import { writeResults } from './report/results-file.js';
import { apiOptions } from './api/options.js';
import { benchOutbox } from './api/outbox-throughput.js';
import { benchPglite, benchPostgres, benchScaling, ensureSeeded } from './api/run-api.js';
import type { ApiResults } from './api/types.js';

export const API_FLAGS = declareFlags({
  values: ['scale', 'pglite-scale', 'duration', 'connections', 'warmup', 'database-url', 'only', 'outbox-messages'],
  switches: ['full', 'reuse', 'skip-pglite', 'skip-scaling', 'cpu-prof', 'skip-outbox', 'skip-wrk', 'as-deployed'],
});

export async function runApiBench(flags: Flags): Promise<ApiResults> {
  const options = apiOptions(flags);
  const meta = await ensureSeeded(options.databaseUrl, options.scale, options.reuse);
  const results: ApiResults = {};
  results.postgres = await benchPostgres(options, meta);
  if (!boolFlag(flags, 'skip-pglite')) results.pglite = await benchPglite(options);
  if (!boolFlag(flags, 'skip-scaling')) results.scaling = await benchScaling(options, meta);
  if (!boolFlag(flags, 'skip-outbox')) {
    results.outbox = await benchOutbox({
      databaseUrl: options.databaseUrl,
      messages: numberFlag(flags, 'outbox-messages', 1000),
    });
  }
  return results;
}

runIfMain(import.meta.url, async () => {
  const machine = machineInfo();
  writeResults({ machine, api: await runApiBench(parseFlags(API_FLAGS)) });
});
