// The API bench's results, as written to the results file.
import type { BenchMeta } from '../seed/seed-database.js';
import type { EndpointKey } from './endpoints.js';
import type { OutboxThroughput } from './outbox-throughput.js';
import type { LoadResult } from './pgbench.js';

export interface EndpointResult {
  key: EndpointKey;
  label: string;
  kind: 'read' | 'write' | 'sign-in';
  api: LoadResult;
  pgbench?: LoadResult;
  /** API requests/s ÷ pgbench transactions/s for the same statements (autocannon driving the API). */
  ratio?: number;
  /** The API at its maximum rate driven by wrk (a C client, as pgbench's is; decision 029), when installed. */
  apiWrk?: LoadResult;
  /** `apiWrk` requests/s ÷ pgbench transactions/s. */
  ratioWrk?: number;
  /** The API again at a fixed 80 % of its maximum rate (reads): the latency a busy day sees. */
  at80?: LoadResult & { targetRate: number };
  /** The statements the endpoint runs, as replayed by pgbench. */
  pgbenchScript?: string;
  pgbenchProtocol?: 'prepared' | 'extended';
}

export interface PostgresResults {
  meta: BenchMeta;
  connections: number;
  durationSeconds: number;
  sampleTeachers: number;
  endpoints: EndpointResult[];
}

export interface PgliteResults {
  meta: BenchMeta;
  endpoints: { key: EndpointKey; label: string; api: LoadResult }[];
}

export interface ScalingPoint {
  rows: number;
  meta: BenchMeta;
  teacherPosts: LoadResult;
  adminFirstPage: LoadResult;
  adminTeacherList: LoadResult;
  /** EXPLAIN ANALYZE execution time of each statement of the admin first page, ms. */
  adminStatementsMs: { sql: string; ms: number }[];
}

export interface ApiResults {
  postgres?: PostgresResults;
  pglite?: PgliteResults;
  scaling?: ScalingPoint[];
  /** The outbox worker's messages per second to a local SMTP server and SMS gateway. */
  outbox?: OutboxThroughput[];
}
