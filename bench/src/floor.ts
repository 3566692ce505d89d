// `npm run bench:floor`: what the server's stack costs before the application does anything, beside
// what the application costs, in one run: server CPU per request of the same request (an endpoint's
// draws, wrk, 10 connections) answered by
//   - `fastify`: a bare Fastify app (no hook, no check) sending the endpoint's real answer as it is;
//   - `fastify+pg`: the same, after one round trip to PostgreSQL through node-postgres's pool (a
//     named statement `select $1::int`, a row of one column), as every read of the API makes;
//   - `fastify+statements`: the same, after the endpoint's own statements (captured from the app as
//     bench:api captures them for pgbench, with the answer's values) through the pool with pg's own
//     `Query` and row objects: what receiving the endpoint's rows costs before the app maps them;
//   - `app`: the built server (apps/server/dist) answering the endpoint itself.
// The servers run at once and the runs alternate between them (A, B, C, A, B, C...), so a change in
// the machine's speed falls on each alike. Needs a seeded bench database (BENCH_DATABASE_URL) and wrk.
// Flags: --only (endpoint keys, teacherPosts,tuitionDetail), --rounds (2), --runs (5), --seconds (4).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { captureEndpointSql } from './api/capture.js';
import { buildEndpoints, type Endpoint } from './api/endpoints.js';
import { findWrk, runWrk } from './api/wrk.js';
import { declareFlags, numberFlag, parseFlags, stringFlag } from './lib/args.js';
import { benchDatabaseUrl } from './lib/database.js';
import { markdownTable } from './lib/format.js';
import { liveProcessTicks as ticks } from './lib/cpu.js';
import { REPO_ROOT } from './lib/paths.js';
import { freePort } from './lib/processes.js';
import { type RunningServer, spawnServer, startServer } from './lib/server.js';
import { readBenchMeta } from './seed/seed-database.js';

const flags = parseFlags(declareFlags({ values: ['only', 'rounds', 'runs', 'seconds'] }));
const only = stringFlag(flags, 'only', 'teacherPosts,tuitionDetail').split(',');
const rounds = numberFlag(flags, 'rounds', 2);
const runs = numberFlag(flags, 'runs', 5);
const seconds = numberFlag(flags, 'seconds', 4);
const url = benchDatabaseUrl();
const wrk = findWrk();
if (!wrk) throw new Error('bench:floor needs wrk (apt-get install wrk)');

/** The bare servers: one file, run from the repository so that it finds Fastify and pg. */
const BARE_SERVER = `
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
const [answerFile, database, port] = process.argv.slice(2);
const answer = readFileSync(answerFile, 'utf8');
// 'no': no database; 'one': one round trip; else a file of the endpoint's own statements, replayed.
const statements =
  database === 'no' ? [] : database === 'one' ? [{ name: 'floor', text: 'select $1::int as n' }] : JSON.parse(readFileSync(database, 'utf8'));
const pool = statements.length > 0 ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) : undefined;
const app = Fastify();
let n = 0;
const reply = async (_request, reply) => {
  for (const { name, text, values } of statements) await pool.query({ name, text, values: values ?? [n++ % 1000] });
  return reply.type('application/json; charset=utf-8').send(answer);
};
app.get('/health', async () => 'ok');
app.all('/*', reply);
await app.listen({ host: '127.0.0.1', port: Number(port) });
`;

interface Server extends RunningServer {
  name: string;
}

/** Server CPU milliseconds per request of one wrk run. */
async function measure(server: Server, endpoint: Endpoint): Promise<number> {
  const before = ticks(server.pid);
  const result = await runWrk({ wrk: wrk!, url: server.url, endpoint, connections: 10, durationSeconds: seconds });
  if (result.errors > 0) throw new Error(`${server.name} ${endpoint.key}: ${result.errors} failed requests`);
  return ((ticks(server.pid) - before) * 10) / result.total;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const client = new pg.Client({ connectionString: url });
await client.connect();
const meta = await readBenchMeta(client);
await client.end();
if (!meta) throw new Error(`${url} is not seeded (npm run bench:seed)`);
const { endpoints } = await buildEndpoints(meta, [], {});
const dir = mkdtempSync(path.join(os.tmpdir(), 'gharguru-floor-'));
const bareFile = path.join(REPO_ROOT, 'bench', `.floor-server-${process.pid}.mjs`);
writeFileSync(bareFile, BARE_SERVER);
const selected = only.map((key) => {
  const endpoint = endpoints.find((candidate) => candidate.key === key);
  if (!endpoint) throw new Error(`no endpoint ${key}`);
  return endpoint;
});
// The endpoints' own statements, with the values of the answer's request (draw 0), captured once.
const captured = await captureEndpointSql(url, selected);
const table: string[][] = [];
try {
  for (const endpoint of selected) {
    const { key } = endpoint;
    const statementsFile = path.join(dir, `${key}.sql.json`);
    writeFileSync(statementsFile, JSON.stringify(captured.get(key) ?? []));
    const figures = new Map<string, number[]>();
    for (let round = 1; round <= rounds; round++) {
      const app: Server = { name: 'app', ...(await startServer({ kind: 'postgres', url })) };
      const servers = [app];
      try {
        // The endpoint's real answer, for the bare servers to send.
        const first = endpoint.request(0);
        const response = await fetch(`${app.url}${first.path}`, {
          method: first.method,
          headers: first.headers,
          ...(first.body === undefined ? {} : { body: first.body }),
        });
        const answerFile = path.join(dir, `${key}.json`);
        writeFileSync(answerFile, await response.text());
        for (const [name, database] of [
          ['fastify', 'no'],
          ['fastify+pg', 'one'],
          ['fastify+statements', statementsFile],
        ] as const) {
          const port = await freePort();
          const env = { ...process.env, DATABASE_URL: url, PORT: String(port) };
          servers.unshift({
            name,
            ...(await spawnServer([bareFile, answerFile, database, String(port)], env, '/health')),
          });
        }
        for (const server of servers) await measure(server, endpoint); // warm-up
        const perRun = new Map<string, number[]>();
        for (let run = 0; run < runs; run++) {
          for (const server of servers)
            perRun.set(server.name, [...(perRun.get(server.name) ?? []), await measure(server, endpoint)]);
        }
        for (const server of servers) {
          const values = perRun.get(server.name)!;
          figures.set(server.name, [...(figures.get(server.name) ?? []), median(values)]);
          console.log(
            `round ${round} ${key} ${server.name}: ${median(values).toFixed(3)} ms (runs ${values.map((v) => v.toFixed(3)).join(' ')})`,
          );
        }
      } finally {
        for (const server of servers) await server.stop();
      }
    }
    for (const [name, values] of figures)
      table.push([endpoint.label, name, `${values.map((v) => v.toFixed(3)).join(' / ')} ms`]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  rmSync(bareFile, { force: true });
}
console.log(`\n${markdownTable(['Request', 'Server', 'CPU per request, median run of each round'], table)}`);
