// An answer holds to its contract: JSON, and exactly the values the contract's schema reads from it
// (no field outside the schema, none missing, every value of the schema's type).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ZodType } from 'zod';

export function expectContractAnswer(response: LightMyRequestResponse, schema: ZodType): void {
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const answer = response.json();
  expect(schema.parse(answer)).toStrictEqual(answer);
}
