// One error handler for the whole API: every failure becomes `{ message, code, errors?, fieldCodes? }`
// with the right status (`code` is the text's key in the contract's MSG), and nothing internal
// (stack, SQL, hashes) ever reaches the client.
import { MSG, type MessageKey, type Said, codeOf, say } from '@gharguru/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-unavailable.js';

/** Maps Fastify's own client errors (by code) to a status and the key of a user-facing message. */
type FixedKey = 'bodyTooLarge' | 'unsupportedMediaType' | 'badContentLength' | 'invalidJson';
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; key: FixedKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'badContentLength' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalidJson' },
};

const PG_UNIQUE_VIOLATION = '23505';

/**
 * A schema's message is one of the contract's texts; its key is found from the text. Zod's own
 * wording (a body that is not an object, say) is not ours to translate: it becomes invalidRequest.
 */
function validationSaid(message: string | undefined): Said {
  const code = message === undefined ? undefined : codeOf(message);
  return code ? { message: MSG[code] as string, code } : say('invalidRequest');
}

/** The 400 answer: the first failing field's message, and each field's first message and key. */
function validationReply(validation: { instancePath: string; message?: string }[]) {
  const errors: Record<string, string> = {};
  const fieldCodes: Record<string, MessageKey> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').split('/')[0] || 'body';
    if (field in errors) continue;
    const said = validationSaid(issue.message);
    errors[field] = said.message;
    fieldCodes[field] = said.code;
  }
  return { ...validationSaid(validation[0]?.message), errors, fieldCodes };
}

function fieldReply(fields: Readonly<Record<string, Said>>) {
  const entries = Object.entries(fields);
  return {
    errors: Object.fromEntries(entries.map(([field, said]) => [field, said.message])),
    fieldCodes: Object.fromEntries(entries.map(([field, said]) => [field, said.code])),
  };
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(async (error: FastifyError & { cause?: unknown }, request, reply) => {
      // A failure after a handler began its own reply (a static file's type and encoding) must
      // still answer plain JSON.
      reply.removeHeader('content-encoding');
      reply.removeHeader('content-length');
      reply.type('application/json; charset=utf-8');
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.status(400).send(validationReply(error.validation));
      }
      if (error instanceof AppError) {
        return reply
          .status(error.statusCode)
          .send(error.fields ? { ...error.said, ...fieldReply(error.fields) } : error.said);
      }
      const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      if (known) return reply.status(known.status).send(say(known.key));
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return reply.status(400).send(say('invalidJson'));
      }
      if (error.statusCode === 429) {
        return reply
          .status(429)
          .send(say(codeOf(error.message) === 'tooManySignIns' ? 'tooManySignIns' : 'tooManyRequests'));
      }
      if (hasPgCode(error, PG_UNIQUE_VIOLATION)) {
        return reply.status(409).send(say('emailTaken'));
      }
      if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.status(error.statusCode).send(clientErrorSaid(error.statusCode));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(say('databaseUnavailable'));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(say('somethingWentWrong'));
    });
  },
  { name: 'errors' },
);

/**
 * Another 4xx from Fastify or a plugin: its own English wording has no key, so the answer is the
 * contract's text for the status.
 */
function clientErrorSaid(status: number): Said {
  if (status === 401) return say('unauthorized');
  if (status === 403) return say('forbidden');
  if (status === 404) return say('notFound');
  if (status === 413) return say('bodyTooLarge');
  if (status === 415) return say('unsupportedMediaType');
  return say('invalidRequest');
}

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
