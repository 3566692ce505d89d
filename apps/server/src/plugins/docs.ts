// The OpenAPI document and its docs page at /api/docs, generated from the contract schemas.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: options.prefix, staticCSP: true });
  },
  { name: 'docs' },
);
