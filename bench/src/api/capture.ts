// Captures the SQL each endpoint really runs: the app is built in this process against the bench
// database, pg's Client.query is wrapped while one request per endpoint goes through inject(),
// and every statement (text and bound values) is kept. pgbench then replays exactly those statements.
import pg from 'pg';
import { buildApp } from '../../../apps/server/src/app.js';
import { loadConfig } from '../../../apps/server/src/config.js';
import { openDatabase } from '../../../apps/server/src/db/client.js';
import { BENCH_JWT_SECRET } from '../lib/server.js';
import type { Endpoint, EndpointKey } from './endpoints.js';
import { WEB_DIST } from '../lib/paths.js';

export interface CapturedStatement {
  text: string;
  values: unknown[];
  /** Set for a named (prepared) statement: parsed once per connection. */
  name?: string;
}

type QueryFn = (...args: unknown[]) => unknown;

export async function captureEndpointSql(
  databaseUrl: string,
  endpoints: Endpoint[],
): Promise<Map<EndpointKey, CapturedStatement[]>> {
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'silent',
      JWT_SECRET: BENCH_JWT_SECRET,
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_ENABLED: 'false',
    }),
    // The web build, for the server-rendered pages (endpoints.ts leaves them out without it).
    webDist: WEB_DIST,
  };
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database });

  let recording: CapturedStatement[] | undefined;
  const prototype = pg.Client.prototype as unknown as { query: QueryFn };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    if (recording) {
      const [first, second] = args;
      if (typeof first === 'string') recording.push({ text: first, values: Array.isArray(second) ? second : [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const config = first as { text: string; values?: unknown[]; name?: string };
        recording.push({
          text: config.text,
          values: config.values ?? (Array.isArray(second) ? second : []),
          ...(config.name ? { name: config.name } : {}),
        });
      }
    }
    return original.apply(this, args);
  };

  const captured = new Map<EndpointKey, CapturedStatement[]>();
  try {
    for (const endpoint of endpoints) {
      const request = endpoint.request(0);
      recording = [];
      const response = await app.inject({
        method: request.method,
        url: request.path,
        headers: request.headers,
        payload: request.body,
      });
      const statements = recording;
      recording = undefined;
      if (response.statusCode >= 300) {
        throw new Error(
          `${endpoint.label}: ${request.method} ${request.path} answered ${response.statusCode}: ${response.body}`,
        );
      }
      if (statements.length === 0) {
        throw new Error(`${endpoint.label}: no SQL captured (does the server use another copy of pg?)`);
      }
      captured.set(endpoint.key, statements);
    }
  } finally {
    prototype.query = original;
    await app.close();
  }
  return captured;
}
