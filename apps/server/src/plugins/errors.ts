// One error handler for the whole API: every failure becomes `{ message, errors? }` with the right
// status, and nothing internal (stack, SQL, hashes) ever reaches the client.
import { MSG } from '@gharguru/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

/** Maps Fastify's own client errors (by code) to a status and a user-facing message. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MSG.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Send the request body as JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body length is wrong' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MSG.invalidJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MSG.invalidJson },
};

const PG_UNIQUE_VIOLATION = '23505';

function firstFieldMessages(validation: { instancePath: string; message?: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').split('/')[0] || 'body';
    errors[field] ??= issue.message ?? MSG.somethingWentWrong;
  }
  return errors;
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError & { cause?: unknown }, request, reply) => {
      // A failure after a handler began its own reply (a static file's type and encoding) must
      // still answer plain JSON.
      reply.removeHeader('content-encoding');
      reply.removeHeader('content-length');
      reply.type('application/json; charset=utf-8');
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = firstFieldMessages(error.validation);
        const message = error.validation[0]?.message ?? MSG.somethingWentWrong;
        return reply.status(400).send({ message, errors });
      }
      if (error instanceof AppError) {
        return reply
          .status(error.statusCode)
          .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
      }
      const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      if (known) return reply.status(known.status).send({ message: known.message });
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return reply.status(400).send({ message: MSG.invalidJson });
      }
      if (error.statusCode === 429) {
        return reply.status(429).send({ message: error.message || MSG.tooManyRequests });
      }
      if (hasPgCode(error, PG_UNIQUE_VIOLATION)) {
        return reply.status(409).send({ message: MSG.emailTaken });
      }
      if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.status(error.statusCode).send({ message: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: MSG.somethingWentWrong });
    });
  },
  { name: 'errors' },
);

function hasPgCode(error: unknown, code: string): boolean {
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}
