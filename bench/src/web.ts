// `npm run bench:web`: builds the web app, weighs each route, runs Lighthouse (mobile) on
// /home, /contact-student and /login. Flags: --runs N (Lighthouse runs per route, 3), --no-build.
import { boolFlag, numberFlag, parseFlags } from './lib/args.js';
import { machineInfo } from './lib/machine.js';
import { writeResults } from './report/results-file.js';
import { benchWeb, LIGHTHOUSE_ROUTES } from './web/run-web.js';
import type { WebResults } from './web/types.js';

export function runWebBench(argv: string[] = process.argv.slice(2)): Promise<WebResults> {
  const flags = parseFlags(argv);
  return benchWeb({
    build: !boolFlag(flags, 'no-build'),
    lighthouseRuns: Math.round(numberFlag(flags, 'runs', 3)),
    routes: LIGHTHOUSE_ROUTES,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const machine = machineInfo();
  runWebBench()
    .then((web) => writeResults({ machine, web }))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
