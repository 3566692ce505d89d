// `npm run bench:explain`: the database time of each endpoint's statements, without load. The SQL
// is captured from the server as `bench:api` captures it (api/capture.ts: one request per endpoint
// through the app, which also migrates the database), then each statement runs under
// `EXPLAIN (ANALYZE, BUFFERS)` --runs times on one connection; the median and fastest execution
// times, the median planning time, the buffers of the median run and the sums per request are printed. A figure that does not
// depend on the machine's load the way throughput does (docs/performance.md).
// Flags: --only key,key (default: the searches and the directory's reads), --runs N (5),
// --plans (print each statement's plan of the median run), --database-url (BENCH_DATABASE_URL).
// Reads only: a write's statements would change the database.
import pg from 'pg';
import { boolFlag, declareFlags, numberFlag, parseFlags, stringFlag } from './lib/args.js';
import { benchDatabaseUrl } from './lib/database.js';
import { loadNow } from './lib/machine.js';
import { runIfMain } from './lib/main-module.js';
import { readBenchMeta } from './seed/seed-database.js';
import { type CapturedStatement, captureEndpointSql } from './api/capture.js';
import { buildEndpoints, type EndpointKey } from './api/endpoints.js';

const DEFAULT_KEYS: EndpointKey[] = [
  'adminSearch',
  'adminTeacherSearch',
  'directoryFirstPage',
  'directoryFiltered',
  'directoryByPrice',
];

interface PlanNode {
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
}

interface ExplainedRun {
  executionMs: number;
  planningMs: number;
  hit: number;
  read: number;
  text: string;
}

export interface StatementTiming {
  sql: string;
  executionMs: number;
  /** The fastest run: the statement's own cost with the least of other processes' (a busy machine). */
  minMs: number;
  planningMs: number;
  /** Shared buffers of the median run: found in PostgreSQL's cache, and read from the OS. */
  hit: number;
  read: number;
  plan: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function explainOnce(client: pg.Client, { text, values }: CapturedStatement): Promise<ExplainedRun> {
  const json = await client.query<{
    'QUERY PLAN': [{ 'Execution Time': number; 'Planning Time': number; Plan: PlanNode }];
  }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, values);
  const [root] = json.rows[0]!['QUERY PLAN'];
  const plain = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, values);
  return {
    executionMs: root['Execution Time'],
    planningMs: root['Planning Time'],
    hit: root.Plan['Shared Hit Blocks'] ?? 0,
    read: root.Plan['Shared Read Blocks'] ?? 0,
    text: plain.rows.map((row) => row['QUERY PLAN']).join('\n'),
  };
}

/** Each statement `runs` times on one connection (the first run warms the cache and the catalog). */
export async function explainStatements(
  url: string,
  statements: CapturedStatement[],
  runs: number,
): Promise<StatementTiming[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: StatementTiming[] = [];
    for (const statement of statements) {
      await explainOnce(client, statement);
      const explained: ExplainedRun[] = [];
      for (let i = 0; i < runs; i++) explained.push(await explainOnce(client, statement));
      const byTime = [...explained].sort((a, b) => a.executionMs - b.executionMs);
      const middle = byTime[Math.floor(byTime.length / 2)]!;
      out.push({
        sql: statement.text,
        executionMs: middle.executionMs,
        minMs: byTime[0]!.executionMs,
        planningMs: median(explained.map((run) => run.planningMs)),
        hit: middle.hit,
        read: middle.read,
        plan: middle.text,
      });
    }
    return out;
  } finally {
    await client.end();
  }
}

runIfMain(import.meta.url, async () => {
  const flags = parseFlags(declareFlags({ values: ['database-url', 'runs', 'only'], switches: ['plans'] }));
  const url = stringFlag(flags, 'database-url', benchDatabaseUrl());
  const runs = numberFlag(flags, 'runs', 5);
  const only = stringFlag(flags, 'only', '');
  const keys = only ? (only.split(',') as EndpointKey[]) : DEFAULT_KEYS;
  const meta = await (async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await readBenchMeta(client);
    } finally {
      await client.end();
    }
  })();
  if (!meta) throw new Error(`${url} is not a bench database: seed it first (npm run bench:seed)`);
  const { endpoints } = await buildEndpoints(meta);
  const chosen = endpoints.filter((endpoint) => keys.includes(endpoint.key));
  const unknown = keys.filter((key) => !chosen.some((endpoint) => endpoint.key === key));
  if (unknown.length > 0) throw new Error(`unknown endpoint key(s): ${unknown.join(', ')}`);
  if (chosen.some((endpoint) => endpoint.kind !== 'read')) throw new Error('bench:explain runs reads only');
  const captured = await captureEndpointSql(url, chosen);
  console.log(`${url} (scale ${meta.scale}), median of ${runs} runs per statement, load ${loadNow()}`);
  for (const endpoint of chosen) {
    const timings = await explainStatements(url, captured.get(endpoint.key) ?? [], runs);
    const total = timings.reduce((sum, timing) => sum + timing.executionMs, 0);
    const fastest = timings.reduce((sum, timing) => sum + timing.minMs, 0);
    const planning = timings.reduce((sum, timing) => sum + timing.planningMs, 0);
    console.log(`\n${endpoint.key}: ${endpoint.label}`);
    console.log(
      `  ${timings.length} statements, execution ${total.toFixed(2)} ms (fastest runs ${fastest.toFixed(2)} ms), planning ${planning.toFixed(2)} ms`,
    );
    for (const [i, timing] of timings.entries()) {
      const head = timing.sql.replace(/\s+/g, ' ').slice(0, 90);
      console.log(
        `  #${i + 1} ${timing.executionMs.toFixed(3)} ms (fastest ${timing.minMs.toFixed(3)}, planning ${timing.planningMs.toFixed(3)} ms), buffers hit ${timing.hit} read ${timing.read}: ${head}…`,
      );
      if (boolFlag(flags, 'plans')) console.log(timing.plan.replace(/^/gm, '      '));
    }
  }
  console.log(`\nload at the end ${loadNow()}`);
});
