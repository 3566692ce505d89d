// For the tests that prove a statement the server sends can be answered from a given index: the
// statements a request causes are captured at the database client, then planned with some scan
// kinds switched off, and the plan's indexes are read.
import type { TestApp } from './test-app.js';

export interface Statement {
  text: string;
  values: unknown[];
}

interface Queryable {
  query(text: unknown, values?: unknown, ...rest: unknown[]): Promise<unknown>;
}

/** PGlite, or a node-postgres pool whose settings hold only on one connection. */
export type PlanClient = Queryable & { connect?: () => Promise<Queryable & { release(): void }> };

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The database client under the app's Drizzle instance. */
export function planClientOf(t: TestApp): PlanClient {
  return (t.database.db as unknown as { $client: PlanClient }).$client;
}

/** PGlite takes `query(text, values)`; Drizzle gives node-postgres `query({ name, text }, values)`. */
export function captureStatements(client: PlanClient): { statements: Statement[]; stop(): void } {
  const statements: Statement[] = [];
  const original = client.query;
  client.query = function (this: Queryable, text: unknown, values?: unknown, ...rest: unknown[]) {
    if (typeof text === 'string') statements.push({ text, values: Array.isArray(values) ? values : [] });
    else if (text && typeof text === 'object' && 'text' in text) {
      const config = text as { text: string; values?: unknown[] };
      statements.push({ text: config.text, values: config.values ?? (Array.isArray(values) ? values : []) });
    }
    return original.call(this, text, values, ...rest);
  } as Queryable['query'];
  return {
    statements,
    stop: () => {
      client.query = original;
    },
  };
}

/** The indexes a plan reads. */
function indexesIn(node: PlanNode): string[] {
  return [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexesIn)];
}

/** The indexes the plan of `statement` reads with the planner settings `off` (e.g. `enable_seqscan`) off. */
export async function indexesUsedBy(client: PlanClient, statement: Statement, off: string[]): Promise<string[]> {
  const connection = client.connect ? await client.connect() : client;
  try {
    for (const setting of off) await connection.query(`SET ${setting} = off`);
    const result = (await connection.query(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.values)) as {
      rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
    };
    return indexesIn(result.rows[0]!['QUERY PLAN'][0].Plan);
  } finally {
    for (const setting of off) await connection.query(`RESET ${setting}`);
    if ('release' in connection && typeof connection.release === 'function') connection.release();
  }
}
