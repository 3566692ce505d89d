// autocannon driving the running server with one endpoint's requests, each draw a different row.
// Latencies are taken from autocannon's per-response events (sub-millisecond), not its histogram,
// which rounds to whole milliseconds.
import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';
import { startCpuMeter } from '../lib/cpu.js';
import { percentile } from '../lib/format.js';
import type { Endpoint } from './endpoints.js';
import type { LoadResult } from './pgbench.js';

/** autocannon's request list for an endpoint: each request sent is the endpoint's next draw. */
export function drawnRequests(endpoint: Endpoint): autocannon.Request[] {
  let draw = 0;
  const first = endpoint.request(0);
  return [
    {
      method: first.method,
      path: first.path,
      setupRequest: (request) => {
        const next = endpoint.request(draw++);
        return { ...request, method: next.method, path: next.path, headers: next.headers, body: next.body };
      },
    },
  ];
}

export async function runAutocannon(options: {
  url: string;
  endpoint: Endpoint;
  connections: number;
  durationSeconds: number;
  /** Requests per second for the whole run (all connections); unset: as fast as the server answers. */
  overallRate?: number;
  /** Measure CPU per request of this server process and the backends of this database. */
  cpu?: { serverPid: number; database: string };
}): Promise<LoadResult> {
  const { endpoint } = options;
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.overallRate ? { overallRate: Math.max(1, Math.round(options.overallRate)) } : {}),
    requests: drawnRequests(endpoint),
  }) as unknown as EventEmitter & Promise<autocannon.Result>; // without a callback: an emitter that is also a promise
  const meter = options.cpu ? startCpuMeter(options.cpu) : undefined;
  const latencies: number[] = [];
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const cpu = meter?.stop(latencies.length);
  return {
    ...(cpu ? { cpu } : {}),
    requestsPerSecond: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    mean: latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length),
    total: latencies.length,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
