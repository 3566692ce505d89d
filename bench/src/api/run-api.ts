// The API bench: PostgreSQL side by side with pgbench, the PGlite default, and the scaling points.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { databaseName, withDatabaseName } from '../lib/database.js';
import { fixed, rowsLabel } from '../lib/format.js';
import { benchId } from '../lib/ids.js';
import { loadNow } from '../lib/machine.js';
import { type RunningServer, startServer } from '../lib/server.js';
import { countsForScale, scalingScales } from '../seed/scale.js';
import { type BenchMeta, readBenchMeta } from '../seed/seed-database.js';
import { seedTarget } from '../seed/seed-target.js';
import { runAutocannon } from './autocannon.js';
import { type CapturedStatement, captureEndpointSql } from './capture.js';
import { buildEndpoints, type Endpoint, type EndpointKey } from './endpoints.js';
import { type LoadResult, pgbenchScript, runPgbench } from './pgbench.js';
import { findWrk, runWrk } from './wrk.js';
import type { EndpointResult, PgliteResults, PostgresResults, ScalingPoint } from './types.js';

export interface ApiBenchOptions {
  databaseUrl: string;
  scale: number;
  pgliteScale: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Keep the main database when it already holds this scale. */
  reuse: boolean;
  full: boolean;
  nodeArgs: string[];
  /** Only these endpoints (keys), when set. */
  only?: EndpointKey[];
  /** As deployed: every request asks for `br, gzip` and the server logs each request at `info`. */
  asDeployed: boolean;
  /** Also drive each endpoint's maximum rate with wrk (a C client, like pgbench's) when it is installed. */
  wrk: boolean;
}

const deployedEnv = (options: ApiBenchOptions) => (options.asDeployed ? { LOG_LEVEL: 'info' } : undefined);
const endpointOptions = (options: ApiBenchOptions) => (options.asDeployed ? { acceptEncoding: 'br, gzip' } : {});
const selected = (options: ApiBenchOptions, endpoint: Endpoint) => !options.only || options.only.includes(endpoint.key);

/** The reads measured on PGlite too. */
const READS: EndpointKey[] = [
  'teacherPosts',
  'adminFirstPage',
  'adminSearch',
  'adminTeacherSearch',
  'tuitionDetail',
  'directoryFirstPage',
  'directoryFiltered',
  'directoryByPrice',
];

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function teacherEmails(url: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => benchId('t', i + 1));
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ id: string; email: string }>(
      'SELECT id, email FROM teachers WHERE id = ANY($1::uuid[])',
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row.email]));
    return ids.map((id) => byId.get(id) ?? '');
  });
}

/** Seeds the main database unless --reuse finds it already at this scale. */
export async function ensureSeeded(url: string, scale: number, reuse: boolean): Promise<BenchMeta> {
  if (reuse) {
    const meta = await withClient(url, (client) => readBenchMeta(client)).catch(() => undefined);
    if (meta && meta.scale === scale) {
      console.log(`reusing ${url} (scale ${scale}, seeded ${meta.seededAt})`);
      return meta;
    }
  }
  return seedTarget({ kind: 'postgres', url }, scale);
}

function describe(result: LoadResult): string {
  const cpu = result.cpu
    ? `; CPU per request: server ${fixed(result.cpu.serverMs, 3)} ms, PostgreSQL ${fixed(result.cpu.postgresMs, 3)} ms, ` +
      `client ${fixed(result.cpu.clientMs, 3)} ms, others ${fixed(result.cpu.otherMs, 3)} ms, idle ${fixed(result.cpu.idle * 100, 0)} %`
    : '';
  return `${fixed(result.requestsPerSecond, 0)} req/s, p50 ${fixed(result.p50, 2)} ms, p99 ${fixed(result.p99, 2)} ms${result.errors ? `, ${result.errors} errors` : ''}${cpu}`;
}

/** Autocannon on one endpoint of `server` with the run's connections, for the run's duration unless given. */
function loadEndpoint(
  server: RunningServer,
  endpoint: Endpoint,
  options: ApiBenchOptions,
  extras: Omit<Parameters<typeof runAutocannon>[0], 'url' | 'endpoint' | 'connections' | 'durationSeconds'> & {
    durationSeconds?: number;
  } = {},
): Promise<LoadResult> {
  const { connections, durationSeconds } = options;
  return runAutocannon({ url: server.url, endpoint, connections, durationSeconds, ...extras });
}

async function warmUp(server: RunningServer, endpoint: Endpoint, options: ApiBenchOptions): Promise<void> {
  if (options.warmupSeconds <= 0) return;
  await loadEndpoint(server, endpoint, options, { durationSeconds: options.warmupSeconds });
}

export async function benchPostgres(options: ApiBenchOptions, meta: BenchMeta): Promise<PostgresResults> {
  const url = options.databaseUrl;
  const emails = await teacherEmails(url, Math.min(meta.teachers, 5_000));
  const { endpoints: all, sampleTeachers } = await buildEndpoints(meta, emails, endpointOptions(options));
  const endpoints = all.filter((endpoint) => !endpoint.scalingOnly && selected(options, endpoint));
  // Before the capture: its one request of each write is removed with the rest at the end.
  const runStarted = new Date();
  const captured = await captureEndpointSql(url, endpoints);
  const server = await startServer(
    { kind: 'postgres', url },
    { nodeArgs: options.nodeArgs, extraEnv: deployedEnv(options) },
  );
  const results: EndpointResult[] = [];
  const wrk = options.wrk ? findWrk() : undefined;
  if (options.wrk && !wrk) {
    console.log(
      "wrk is not installed (Debian: apt-get install wrk): the maximum rates and ratios are autocannon's only (decision 029)",
    );
  }
  try {
    for (const endpoint of endpoints) {
      const script = pgbenchScript(captured.get(endpoint.key) ?? [], endpoint.pgbench);
      console.log(`\n${endpoint.label} [load ${loadNow()}]`);
      await warmUp(server, endpoint, options);
      const api = await loadEndpoint(server, endpoint, options, {
        cpu: { serverPid: server.pid, database: databaseName(url) },
      });
      console.log(`  API      ${describe(api)}`);
      const pgbench = await runPgbench({
        databaseUrl: url,
        script,
        connections: options.connections,
        durationSeconds: options.durationSeconds,
      });
      console.log(`  pgbench  ${describe(pgbench)}`);
      const result: EndpointResult = {
        key: endpoint.key,
        label: endpoint.label,
        kind: endpoint.kind,
        api,
        pgbench,
        ratio: api.requestsPerSecond / pgbench.requestsPerSecond,
        pgbenchScript: script.script,
        pgbenchProtocol: script.protocol,
      };
      if (wrk) {
        const apiWrk = await runWrk({
          wrk,
          url: server.url,
          endpoint,
          connections: options.connections,
          durationSeconds: options.durationSeconds,
          cpu: { serverPid: server.pid, database: databaseName(url) },
        });
        console.log(`  API wrk  ${describe(apiWrk)}`);
        result.apiWrk = apiWrk;
        result.ratioWrk = apiWrk.requestsPerSecond / pgbench.requestsPerSecond;
      }
      if (endpoint.kind === 'read') {
        const targetRate = api.requestsPerSecond * 0.8;
        const at80 = await loadEndpoint(server, endpoint, options, { overallRate: targetRate });
        result.at80 = { ...at80, targetRate };
        console.log(`  API@80%  ${describe(at80)} (asked ${fixed(targetRate, 0)} req/s)`);
      }
      results.push(result);
    }
  } finally {
    await server.stop();
    // The write benchmarks added rows (requests and their notifications); the database goes back
    // to what was seeded.
    await withClient(url, async (client) => {
      await client.query('DELETE FROM student_requests WHERE created_at >= $1', [runStarted]);
      await client.query('DELETE FROM outbox_messages WHERE created_at >= $1', [runStarted]);
      await client.query('VACUUM (ANALYZE) student_requests');
      await client.query('VACUUM (ANALYZE) outbox_messages');
    });
  }
  return {
    meta,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    sampleTeachers,
    endpoints: results,
  };
}

export async function benchPglite(options: ApiBenchOptions): Promise<PgliteResults> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gharguru-bench-pglite-'));
  try {
    const meta = await seedTarget({ kind: 'pglite', dataDir }, options.pgliteScale);
    // The tokens and draws do not need the database; sign-in is not measured on PGlite.
    const { endpoints } = await buildEndpoints(meta, [], endpointOptions(options));
    const server = await startServer(
      { kind: 'pglite', dataDir },
      { nodeArgs: options.nodeArgs, extraEnv: deployedEnv(options) },
    );
    const results: PgliteResults['endpoints'] = [];
    try {
      for (const endpoint of endpoints.filter((e) => READS.includes(e.key) && selected(options, e))) {
        console.log(`\nPGlite: ${endpoint.label} [load ${loadNow()}]`);
        await warmUp(server, endpoint, options);
        const api = await loadEndpoint(server, endpoint, options);
        console.log(`  API      ${describe(api)}`);
        results.push({ key: endpoint.key, label: endpoint.label, api });
      }
    } finally {
      await server.stop();
    }
    return { meta, endpoints: results };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function explainMs(url: string, statements: CapturedStatement[]): Promise<{ sql: string; ms: number }[]> {
  return withClient(url, async (client) => {
    const out: { sql: string; ms: number }[] = [];
    for (const { text, values } of statements) {
      let best = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 3; i++) {
        const { rows } = await client.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`,
          values,
        );
        best = Math.min(best, rows[0]!['QUERY PLAN'][0]['Execution Time']);
      }
      out.push({ sql: text, ms: best });
    }
    return out;
  });
}

export async function benchScaling(options: ApiBenchOptions, mainMeta: BenchMeta): Promise<ScalingPoint[]> {
  const points: ScalingPoint[] = [];
  for (const scale of scalingScales(options.full)) {
    const rows = countsForScale(scale).studentRequests;
    const isMain = scale === mainMeta.scale;
    const url = isMain
      ? options.databaseUrl
      : withDatabaseName(options.databaseUrl, `gharguru_bench_${rowsLabel(rows).toLowerCase()}`);
    const meta = isMain ? mainMeta : await ensureSeeded(url, scale, options.reuse);
    const { endpoints } = await buildEndpoints(meta);
    const byKey = (key: EndpointKey) => endpoints.find((endpoint) => endpoint.key === key)!;
    const captured = await captureEndpointSql(url, [byKey('adminFirstPage')]);
    // The first statement is the admin's own row (the auth guard); the rest are the list's.
    const adminStatementsMs = await explainMs(url, (captured.get('adminFirstPage') ?? []).slice(1));
    const server = await startServer({ kind: 'postgres', url }, { nodeArgs: options.nodeArgs });
    try {
      const measure = async (key: EndpointKey) => {
        await warmUp(server, byKey(key), options);
        const result = await loadEndpoint(server, byKey(key), options);
        console.log(`  ${rowsLabel(rows)} rows, ${byKey(key).label}: ${describe(result)}`);
        return result;
      };
      console.log(`\nscaling point ${rowsLabel(rows)} rows [load ${loadNow()}]`);
      const teacherPosts = await measure('teacherPosts');
      const adminFirstPage = await measure('adminFirstPage');
      const adminTeacherList = await measure('adminTeacherList');
      points.push({ rows, meta, teacherPosts, adminFirstPage, adminTeacherList, adminStatementsMs });
    } finally {
      await server.stop();
    }
  }
  return points;
}
