// Every API route with the contract schemas it validates, read from the feature modules themselves:
// they are registered on a bare Fastify instance that only records each route (no handler runs), so
// a route added to a module joins the fuzz suite without anyone listing it.
import { API_BASE } from '@gharguru/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../../src/context.js';
import { apiModules } from '../../../src/modules/index.js';
import type { Access } from '../../../src/plugins/auth.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface CatalogRoute {
  method: Method;
  /** As registered, with the /api prefix and `:name` parameters. */
  url: string;
  access: Access;
  body?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
}

export async function readRouteCatalog(): Promise<CatalogRoute[]> {
  const recorder = Fastify({ logger: false });
  recorder.setValidatorCompiler(validatorCompiler);
  recorder.setSerializerCompiler(serializerCompiler);
  const routes: CatalogRoute[] = [];
  recorder.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // HEAD twins of GET routes are Fastify's own; the access matrix covers them.
      if (method === 'HEAD') continue;
      const schema = (route.schema ?? {}) as { body?: z.ZodType; params?: z.ZodType; querystring?: z.ZodType };
      routes.push({
        method: method as Method,
        url: route.url,
        access: route.config?.access ?? 'public',
        body: schema.body,
        params: schema.params,
        querystring: schema.querystring,
      });
    }
  });
  // The modules only close over the context in their handlers, which never run here.
  const unused = {} as AppContext;
  await recorder.register(
    async (api) => {
      for (const module of apiModules) await api.register(module, unused);
    },
    { prefix: API_BASE },
  );
  await recorder.ready();
  await recorder.close();
  return routes;
}
