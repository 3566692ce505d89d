// An answer sent as JSON text the server put together (lib/json-answer.ts) holds to its contract as
// an answer of the contract's own writer does: the writer's check passes, and the writer, given the
// answer's values, writes the very same bytes (the same fields, in the same order, nothing more).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ZodType } from 'zod';
import { compileResponseWriter } from '../src/lib/response-serializer.js';

export function expectWrittenAsContract(response: LightMyRequestResponse, schema: ZodType): void {
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const write = compileResponseWriter(schema);
  if (!write) throw new Error('expectWrittenAsContract: the schema has no compiled writer');
  expect(response.body).toBe(write(response.json()));
}
