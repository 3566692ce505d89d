// Answers sent as JSON text the server put together, around records the database wrote as JSON
// (db/json-record.ts, docs/decisions/031): Fastify sends a JSON text as it is, without its writer.
import type { FastifyReply } from 'fastify';

/**
 * The JSON text of an answer whose field `key` is `value`, a JSON text written by the database
 * (`jsonText`): `head`'s fields, then `key`, then `tail`'s, each written by `JSON.stringify`
 * (undefined fields left out, as the contract's writer leaves them out).
 */
export function jsonAnswerText(
  head: Record<string, unknown>,
  key: string,
  value: string,
  tail: Record<string, unknown> = {},
): string {
  const before = JSON.stringify(head);
  const after = JSON.stringify(tail);
  const field = `${JSON.stringify(key)}:${value}`;
  return `${before.length > 2 ? `${before.slice(0, -1)},` : '{'}${field}${after.length > 2 ? `,${after.slice(1)}` : '}'}`;
}

/**
 * `jsonAnswerText` of an answer whose field `key` is a list of records, given as the JSON texts the
 * database wrote, joined by commas (`jsonRecordsText`, or the texts of a page's rows joined).
 */
export function jsonListText(
  head: Record<string, unknown>,
  key: string,
  records: string,
  tail: Record<string, unknown>,
): string {
  return jsonAnswerText(head, key, `[${records}]`, tail);
}

/** Sends `text`, a JSON answer already written, as it is, with the status the reply has (200 unless set). */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
