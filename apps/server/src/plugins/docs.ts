// The OpenAPI document and its docs page at /api/docs, generated from the contract schemas.
// The document (1.6 MB of JSON) is written once when the app is ready, compressed with brotli and
// gzip and named by an ETag, and /api/docs/json sends those bytes: writing it per request cost
// 31-33 ms of CPU, and 50 fetchers held /api/health at a p50 of 4 s (issue 26). Its rate limit is
// the public pages' (plugins/security.ts, `prefixLimits` in app.ts).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The document as it is sent: its text, brotli and gzip bytes, and its ETag. */
export interface BuiltDocument {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Quality 9 and level 9: a few hundred milliseconds once at start for the smallest bytes per fetch. */
export async function buildDocument(document: unknown): Promise<BuiltDocument> {
  const identity = Buffer.from(JSON.stringify(document));
  const [br, gzipped] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip(identity, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url')}"`;
  return { identity, br, gzip: gzipped, etag };
}

/** brotli, else gzip, else the text, by the request's Accept-Encoding (q=0 refuses one). */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== '' && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

const BEARER = [{ bearerAuth: [] }];

/**
 * The contract's JSON Schemas, and `security` on every operation a token guards (any `config.access`
 * but public; plugins/auth.ts): the document said so for 18 guarded operations only when their route
 * remembered to (issue 26).
 */
const transform: SwaggerTransform = (input) => {
  const output = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const access = input.route.config?.access;
  if (access === undefined || access === 'public') return output;
  return { ...output, schema: { ...output.schema, security: BEARER } };
};

export const docsPlugin = fp(
  async (app: FastifyInstance, options: { prefix: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'GharGuru API',
          description: 'Home-tuition marketplace for Nepal. Paths and fields as in docs/requirements.md, section 7.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform,
    });

    let built: BuiltDocument | undefined;
    app.addHook('onReady', async () => {
      built = await buildDocument(app.swagger());
    });
    const jsonPath = `${options.prefix}/json`;
    // swagger-ui's own /json route would write the document on every request: this hook answers first.
    const sendBuilt = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const path = request.url.split('?')[0];
      if (built === undefined || (path !== jsonPath && path !== `${jsonPath}/`)) {
        done();
        return;
      }
      reply
        .header('ETag', built.etag)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('application/json; charset=utf-8');
      const known = request.headers['if-none-match']?.split(',') ?? [];
      if (known.some((tag) => tag.trim().replace(/^W\//, '') === built?.etag)) {
        reply.status(304).send();
        return;
      }
      const encoding = encodingFor(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      reply.send(built[encoding]);
    };
    await app.register(swaggerUi, { routePrefix: options.prefix, staticCSP: true, uiHooks: { onRequest: sendBuilt } });
  },
  { name: 'docs' },
);
