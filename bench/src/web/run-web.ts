// The page bench: build the web app, weigh each route's JavaScript and CSS, then Lighthouse on
// the production server (PGlite in a throw-away data directory with the demo data of `npm run seed`,
// so the directory shows real offers and /tutors/:id has one to show).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadNow } from '../lib/machine.js';
import { at } from '../lib/paths.js';
import { runOrThrow } from '../lib/processes.js';
import { BENCH_JWT_SECRET, startServer } from '../lib/server.js';
import { routeWeights } from './bundle.js';
import { CHROMIUM, medianRuns, runLighthouse } from './lighthouse.js';
import type { PageLanguage, WebResults } from './types.js';

export const LIGHTHOUSE_ROUTES = ['/home', '/contact-student', '/login'];

export interface WebBenchOptions {
  build: boolean;
  lighthouseRuns: number;
  routes: string[];
  /** The languages each route is measured in (English, and नेपाली through the cookie). */
  languages: PageLanguage[];
}

export async function benchWeb(options: WebBenchOptions): Promise<WebResults> {
  let buildMs = 0;
  if (options.build) {
    console.log(`building the web app [load ${loadNow()}]`);
    const started = performance.now();
    await runOrThrow('npm', ['run', 'build', '-w', '@gharguru/web']);
    buildMs = performance.now() - started;
  }
  const routes = routeWeights();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gharguru-bench-web-'));
  try {
    console.log(`seeding the demo data [load ${loadNow()}]`);
    const { DATABASE_URL: _postgres, ...env } = process.env;
    await runOrThrow('npx', ['tsx', at('apps/server/src/cli/seed.ts')], {
      env: { ...env, DATA_DIR: dataDir, JWT_SECRET: BENCH_JWT_SECRET },
    });
    const server = await startServer({ kind: 'pglite', dataDir });
    try {
      const examples: Record<string, string> = {
        '/tutors/:id': await firstListedOffer(server.url),
        ...(await firstPlacePages(server.url)),
      };
      const pathOf = (route: string) => examples[route] ?? route;
      // A server's first answer of a page compiles its code paths (the directory's render took
      // 770 ms cold under load; 40-260 ms warm, cached or not): each page is asked for once before it is measured.
      for (const route of options.routes) await fetch(`${server.url}${pathOf(route)}`).then((answer) => answer.text());
      // localhost, not 127.0.0.1: browsers treat it as a secure context, as a real site on HTTPS would be.
      const base = server.url.replace('127.0.0.1', 'localhost');
      console.log(`Lighthouse, mobile, ${options.lighthouseRuns} run(s) per route [load ${loadNow()}]`);
      const all = await runLighthouse(base, options.routes, options.lighthouseRuns, pathOf, options.languages);
      return {
        buildMs,
        routes,
        lighthouse: {
          runsPerRoute: options.lighthouseRuns,
          chromium: CHROMIUM,
          routes: medianRuns(all),
          all,
        },
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The sitemap's addresses (its sections'), as paths. */
async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const locs = async (url: string) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const sections = await locs(`${baseUrl}/sitemap.xml`);
  return (await Promise.all(sections.map((section) => locs(`${baseUrl}${section}`)))).flat();
}

/** A city page and a city-and-subject page the sitemap lists (they exist only where offers stand behind them). */
async function firstPlacePages(baseUrl: string): Promise<Record<string, string>> {
  const paths = await sitemapPaths(baseUrl);
  const city = paths.find((path) => /^\/tutors\/in\/[^/]+$/.test(path));
  const citySubject = paths.find((path) => /^\/tutors\/in\/[^/]+\/[^/]+$/.test(path));
  return {
    ...(city ? { '/tutors/in/:city': city } : {}),
    ...(citySubject ? { '/tutors/in/:city/:subject': citySubject } : {}),
  };
}

/** The address of the directory's first listed offer (the demo data lists some). */
async function firstListedOffer(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/public/tuitions?limit=1`);
  const body = (await response.json()) as { tuitions?: { _id: string }[] };
  const id = body.tuitions?.[0]?._id;
  if (!id) throw new Error('the demo data lists no offer: /tutors/:id has nothing to show');
  return `/tutors/${id}`;
}
