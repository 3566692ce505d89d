// pgbench replaying the captured statements of one endpoint, one pgbench "transaction" per HTTP
// request (each statement on its own, autocommit, as the server sends them), with the same number
// of connections and the protocol the server used: prepared when all its statements were named
// (parsed once per connection), else extended (unnamed statement, parse/bind/execute each time).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CpuShare, startCpuMeter } from '../lib/cpu.js';
import { databaseName } from '../lib/database.js';
import { percentile } from '../lib/format.js';
import { runMeasuringCpu } from '../lib/processes.js';
import type { CapturedStatement } from './capture.js';
import type { PgbenchBinding } from './endpoints.js';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  mean: number;
  total: number;
  /** Requests that failed or answered other than 2xx. */
  errors: number;
  /** CPU per request by process (API runs and pgbench runs alike). */
  cpu?: CpuShare;
}

export interface PgbenchScript {
  script: string;
  defines: Record<string, string>;
  /** The server's protocol: prepared when it names every statement, else parse/bind/execute each time. */
  protocol: 'prepared' | 'extended';
}

function literal(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  // An array parameter (`= any($1::uuid[])`, `&& $1::text[]`) as PostgreSQL's array literal.
  if (Array.isArray(value)) return `{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return String(value);
}

/** Turns captured statements into a pgbench script: drawn ids become SQL, other values -D variables. */
/**
 * pgbench reads every `:name` as a variable, inside string literals too (a to_char format such as
 * 'HH24:MI:SS'), and has no escape for it: a colon inside a literal is
 * written as `chr(58)` joined to the literal's parts, which PostgreSQL folds to the same constant
 * when it plans the statement.
 */
export function withoutLiteralColons(sql: string): string {
  let out = '';
  let inLiteral = false;
  for (const char of sql) {
    if (char === "'") inLiteral = !inLiteral;
    out += inLiteral && char === ':' ? "' || chr(58) || '" : char;
  }
  return out;
}

export function pgbenchScript(statements: CapturedStatement[], binding: PgbenchBinding): PgbenchScript {
  const defines: Record<string, string> = { ...binding.defines };
  let variables = 0;
  const lines = [...binding.prelude];
  for (const { text, values } of statements) {
    let sql = withoutLiteralColons(text);
    // Highest numbers first, so $1 does not eat the start of $10.
    for (let i = values.length; i >= 1; i--) {
      const value = values[i - 1];
      let replacement: string;
      if (value === null || value === undefined) replacement = 'NULL';
      else if (typeof value === 'string' && binding.expressions.has(value))
        replacement = binding.expressions.get(value)!;
      else if (typeof value === 'string' && binding.patterns?.some(({ pattern }) => pattern.test(value)))
        replacement = binding.patterns.find(({ pattern }) => pattern.test(value))!.sql;
      else {
        const name = `v${++variables}`;
        defines[name] = literal(value);
        replacement = `:${name}`;
      }
      sql = sql.replaceAll(new RegExp(`\\$${i}(?![0-9])`, 'g'), replacement);
    }
    lines.push(`${sql.trim().replace(/;+$/, '')};`);
  }
  const protocol = statements.length > 0 && statements.every((statement) => statement.name) ? 'prepared' : 'extended';
  return { script: `${lines.join('\n')}\n`, defines, protocol };
}

/** Debian's newest /usr/lib/postgresql/<version>/bin/pgbench, else whatever pgbench is on PATH. */
export function findPgbench(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = path.join(base, version, 'bin', 'pgbench');
    if (existsSync(candidate)) return candidate;
  }
  return 'pgbench';
}

export async function runPgbench(options: {
  databaseUrl: string;
  script: PgbenchScript;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gharguru-pgbench-'));
  try {
    const scriptFile = path.join(dir, 'endpoint.sql');
    writeFileSync(scriptFile, options.script.script);
    const defines = Object.entries(options.script.defines).flatMap(([name, value]) => ['-D', `${name}=${value}`]);
    const args = [
      '--no-vacuum',
      `--protocol=${options.script.protocol}`,
      `--client=${options.connections}`,
      `--jobs=${Math.min(2, options.connections)}`,
      `--time=${options.durationSeconds}`,
      '--random-seed=2081',
      '--log',
      `--log-prefix=${path.join(dir, 'tx')}`,
      `--file=${scriptFile}`,
      ...defines,
      options.databaseUrl,
    ];
    const meter = startCpuMeter({ database: databaseName(options.databaseUrl) });
    const { stdout, clientTicks } = await runMeasuringCpu(findPgbench(), args);
    const tps = Number(/tps = ([0-9.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    const latencies: number[] = [];
    for (const file of readdirSync(dir).filter((name) => name.startsWith('tx.'))) {
      for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
        const fields = line.split(' ');
        if (fields.length >= 3) latencies.push(Number(fields[2]) / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const mean = latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length);
    const cpu = meter.stop(latencies.length, clientTicks);
    return {
      cpu,
      requestsPerSecond: tps,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      mean,
      total: latencies.length,
      errors: failed,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
