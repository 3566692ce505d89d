// `npm run bench:cpu-ab -- --bundles A/main.js,B/main.js`: the server CPU per request of several server
// bundles (each built from its own commit: `npm run build -w @gharguru/server`, then copy apps/server/dist
// aside), in interleaved rounds so that the shared machine's load falls on each alike. Per round and
// endpoint: every bundle's server at once on the bench database (BENCH_DATABASE_URL, seeded by
// bench:seed), --warmup requests each, then --runs runs of --requests requests (10 connections)
// alternating between the servers; the figure is each server's median run of utime + stime of its
// process (/proc/<pid>/stat) over its requests. Flags: --only (endpoint
// keys, teacherPosts), --rounds (3), --runs (3), --requests (10,000), --warmup (5,000), --as-deployed
// (`Accept-Encoding: br, gzip` and the log at info, as bench:api), --driver (autocannon, or wrk: the C
// client of decision 029, which takes far less of the two cores from the servers; each run then lasts
// --seconds, 5, and the figure is over the requests wrk counted). AB_NODE_ARGS passes node flags
// (e.g. "--cpu-prof --cpu-prof-dir=DIR").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { drawnRequests } from './api/autocannon.js';
import { buildEndpoints, type Endpoint } from './api/endpoints.js';
import { findWrk, runWrk } from './api/wrk.js';
import { boolFlag, declareFlags, numberFlag, parseFlags, stringFlag } from './lib/args.js';
import pg from 'pg';
import { benchDatabaseUrl } from './lib/database.js';
import { liveProcessTicks as ticks } from './lib/cpu.js';
import { REPO_ROOT } from './lib/paths.js';
import { freePort } from './lib/processes.js';
import { serverEnv, spawnServer } from './lib/server.js';
import { readBenchMeta } from './seed/seed-database.js';

const flags = parseFlags(
  declareFlags({
    values: ['bundles', 'only', 'rounds', 'requests', 'warmup', 'runs', 'driver', 'seconds'],
    switches: ['as-deployed'],
  }),
);
const bundles = stringFlag(flags, 'bundles', '').split(',').filter(Boolean);
const only = stringFlag(flags, 'only', 'teacherPosts').split(',');
const rounds = numberFlag(flags, 'rounds', 3);
const requests = numberFlag(flags, 'requests', 10_000);
const warm = numberFlag(flags, 'warmup', 5_000);
const runs = numberFlag(flags, 'runs', 3);
const asDeployed = boolFlag(flags, 'as-deployed');
const driver = stringFlag(flags, 'driver', 'autocannon');
const seconds = numberFlag(flags, 'seconds', 5);
if (driver !== 'autocannon' && driver !== 'wrk') throw new Error(`--driver: autocannon or wrk, not ${driver}`);
const wrk = driver === 'wrk' ? findWrk() : undefined;
if (driver === 'wrk' && !wrk) throw new Error('--driver wrk: wrk is not on PATH (apt-get install wrk)');
const url = benchDatabaseUrl();

function load(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;
}

/** One run: the requests sent and how many of them failed. */
async function fire(base: string, endpoint: Endpoint, amount: number): Promise<{ sent: number; errors: number }> {
  if (wrk) {
    const result = await runWrk({ wrk, url: base, endpoint, connections: 10, durationSeconds: seconds });
    return { sent: result.total + result.errors, errors: result.errors };
  }
  const result = await autocannon({ url: base, connections: 10, amount, requests: drawnRequests(endpoint) });
  return { sent: amount, errors: result.errors + result.timeouts + result.non2xx };
}

async function start(bundle: string) {
  const port = await freePort();
  const nodeArgs = process.env.AB_NODE_ARGS ? process.env.AB_NODE_ARGS.split(' ') : [];
  const env = serverEnv(port, { kind: 'postgres', url }, { LOG_LEVEL: asDeployed ? 'info' : 'warn' });
  return spawnServer([...nodeArgs, path.resolve(REPO_ROOT, bundle)], env);
}

const client = new pg.Client({ connectionString: url });
await client.connect();
const meta = await readBenchMeta(client);
await client.end();
if (!meta) throw new Error(`${url} is not seeded`);
const { endpoints } = await buildEndpoints(meta, [], asDeployed ? { acceptEncoding: 'br, gzip' } : {});
// Every bundle's server runs at once and the runs alternate between them (A, B, A, B, ...), so that a
// change of the machine's load falls on each alike; each round restarts the servers.
const results = new Map<string, number[]>();
for (let round = 1; round <= rounds; round++) {
  const servers = [];
  for (const bundle of bundles) servers.push({ bundle, ...(await start(bundle)) });
  try {
    for (const key of only) {
      const endpoint = endpoints.find((candidate) => candidate.key === key);
      if (!endpoint) throw new Error(`no endpoint ${key}`);
      for (const server of servers) await fire(server.url, endpoint, warm);
      const perRun = new Map<string, number[]>();
      for (let run = 0; run < runs; run++) {
        for (const server of servers) {
          const before = ticks(server.pid);
          const { sent, errors } = await fire(server.url, endpoint, requests);
          if (errors) console.log(`  ${server.bundle}: ${errors} errors`);
          perRun.set(server.bundle, [...(perRun.get(server.bundle) ?? []), ((ticks(server.pid) - before) * 10) / sent]);
        }
      }
      for (const { bundle } of servers) {
        const values = (perRun.get(bundle) ?? []).sort((x, y) => x - y);
        const median = values[Math.floor(values.length / 2)] ?? Number.NaN;
        const label = `${bundle} ${key}`;
        results.set(label, [...(results.get(label) ?? []), median]);
        console.log(
          `round ${round} ${label}: ${median.toFixed(3)} ms (runs ${values.map((v) => v.toFixed(3)).join(' ')}) load ${load()}`,
        );
      }
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}
for (const [label, values] of results) console.log(`${label}: ${values.map((v) => v.toFixed(3)).join(' / ')}`);
