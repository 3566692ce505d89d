// The page bench: build the web app, weigh each route's JavaScript and CSS, then Lighthouse on
// the production server (PGlite in a throw-away data directory; the pages need no data).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadNow } from '../lib/machine.js';
import { runOrThrow } from '../lib/processes.js';
import { startServer } from '../lib/server.js';
import { routeWeights } from './bundle.js';
import { CHROMIUM, medianRuns, runLighthouse } from './lighthouse.js';
import type { WebResults } from './types.js';

export const LIGHTHOUSE_ROUTES = ['/home', '/contact-student', '/login'];

export interface WebBenchOptions {
  build: boolean;
  lighthouseRuns: number;
  routes: string[];
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
    const server = await startServer({ kind: 'pglite', dataDir });
    try {
      // localhost, not 127.0.0.1: browsers treat it as a secure context, as a real site on HTTPS would be.
      const base = server.url.replace('127.0.0.1', 'localhost');
      console.log(`Lighthouse, mobile, ${options.lighthouseRuns} run(s) per route [load ${loadNow()}]`);
      const all = await runLighthouse(base, options.routes, options.lighthouseRuns);
      return {
        buildMs,
        routes,
        lighthouse: {
          runsPerRoute: options.lighthouseRuns,
          chromium: CHROMIUM,
          routes: medianRuns(all, options.routes),
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
