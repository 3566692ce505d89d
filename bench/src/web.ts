// `npm run bench:web`: builds the web app, weighs each route, runs Lighthouse (mobile) on
// /home, /contact-student and /login. Flags: --runs N (Lighthouse runs per route, 3), --no-build,
// --routes public (every public page of the route manifest; /tutors/:id is a listed demo offer) or
// --routes /a,/b; --languages en,ne (both by default: a Nepali page through the gg_lang cookie).
import { PAGE_SCREENS } from '../../apps/web/src/lib/route-manifest.js';
import { boolFlag, declareFlags, type Flags, numberFlag, parseFlags, stringFlag } from './lib/args.js';
import { machineInfo } from './lib/machine.js';
import { runIfMain } from './lib/main-module.js';
import { writeResults } from './report/results-file.js';
import { benchWeb, LIGHTHOUSE_ROUTES } from './web/run-web.js';
import type { PageLanguage, WebResults } from './web/types.js';

/** Every public page; the only one with a parameter, /tutors/:id, is opened on a listed demo offer. */
const publicRoutes = () => PAGE_SCREENS.filter((screen) => screen.access === 'public').map((screen) => screen.path);

function lighthouseRoutes(value: string): string[] {
  if (!value) return LIGHTHOUSE_ROUTES;
  return value === 'public' ? publicRoutes() : value.split(',');
}

function languagesOf(value: string): PageLanguage[] {
  const languages = value.split(',').map((language) => language.trim());
  for (const language of languages) {
    if (language !== 'en' && language !== 'ne') throw new Error(`--languages: "${language}" is neither en nor ne`);
  }
  return languages as PageLanguage[];
}

export const WEB_FLAGS = declareFlags({ values: ['runs', 'routes', 'languages'], switches: ['no-build'] });

export function runWebBench(flags: Flags): Promise<WebResults> {
  return benchWeb({
    build: !boolFlag(flags, 'no-build'),
    lighthouseRuns: Math.round(numberFlag(flags, 'runs', 3)),
    routes: lighthouseRoutes(stringFlag(flags, 'routes', '')),
    languages: languagesOf(stringFlag(flags, 'languages', 'en,ne')),
  });
}

runIfMain(import.meta.url, async () => {
  const machine = machineInfo();
  writeResults({ machine, web: await runWebBench(parseFlags(WEB_FLAGS)) });
});
