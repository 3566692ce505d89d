// Helmet's security headers, computed once at start-up and set on every answer as they are.
// @fastify/helmet builds a new helmet middleware and parses the Content-Security-Policy again on
// every request (buildHelmetOnRoutes), 3 % of an indexed read's server CPU in `--cpu-prof`
// (docs/performance.md, "Request path"). With no CSP nonces the headers never depend on the
// request, so they are taken from @fastify/helmet itself, once, on a throwaway instance: the same
// headers with the same values, whatever helmet's version sets.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';

async function headersOf(options?: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  if (options) await probe.register(helmet, options);
  probe.get('/', async () => '');
  try {
    const response = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)]));
  } finally {
    await probe.close();
  }
}

/** The headers @fastify/helmet adds with `options` (those a bare Fastify answer does not have). */
export async function staticHelmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  if ((options as { enableCSPNonces?: boolean }).enableCSPNonces) {
    throw new Error('CSP nonces differ per request: their headers cannot be computed once');
  }
  const [secured, bare] = await Promise.all([headersOf(options), headersOf()]);
  return Object.fromEntries(Object.entries(secured).filter(([name]) => !(name in bare)));
}
