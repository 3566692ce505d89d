// `npm run bench`: seeds, loads the API, weighs and audits the pages, writes one fresh results file
// and prints its tables. Takes the flags of bench:api and bench:web (e.g. --full, --runs 1).
import { API_FLAGS, runApiBench } from './api.js';
import { boolFlag, declareFlags, parseFlags } from './lib/args.js';
import { machineInfo } from './lib/machine.js';
import { writeResults } from './report/results-file.js';
import { runWebBench, WEB_FLAGS } from './web.js';

async function main() {
  const machine = machineInfo();
  const flags = parseFlags({ ...API_FLAGS, ...WEB_FLAGS, ...declareFlags({ switches: ['skip-api', 'skip-web'] }) });
  const started = performance.now();
  const api = boolFlag(flags, 'skip-api') ? undefined : await runApiBench(flags);
  const web = boolFlag(flags, 'skip-web') ? undefined : await runWebBench(flags);
  writeResults({ machine, api, web, command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim() });
  console.log(`whole run: ${((performance.now() - started) / 60_000).toFixed(1)} min`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
