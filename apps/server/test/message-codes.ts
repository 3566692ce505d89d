// Checks the one rule every API answer follows (requirements DEC-10): a body with a `message`
// carries its key as `code`, the message is that key's English text, and field errors carry their
// keys as `fieldCodes`.
import { MSG, type MessageKey, type ParamValues, englishMessage, isMessageKey } from '@gharguru/contract';
import { expect } from 'vitest';

function englishOf(code: MessageKey, params: ParamValues | undefined): string {
  // englishMessage is typed per key; here the key is only known at run time.
  return (englishMessage as (key: MessageKey, params?: ParamValues) => string)(code, params);
}

/** Asserts the rule for one JSON body; `what` names the call in failure messages. */
export function expectCodedBody(body: unknown, what: string): void {
  if (!body || typeof body !== 'object' || !('message' in body)) return;
  const { message, code, params, errors, fieldCodes } = body as Record<string, unknown>;
  expect(isMessageKey(code), `${what}: code ${String(code)} is a key of MSG`).toBe(true);
  expect(message, `${what}: message is the English text of ${String(code)}`).toBe(
    englishOf(code as MessageKey, params as ParamValues | undefined),
  );
  if (errors === undefined) {
    expect(fieldCodes, `${what}: fieldCodes only beside errors`).toBeUndefined();
    return;
  }
  const fields = errors as Record<string, string>;
  const codes = (fieldCodes ?? {}) as Record<string, string>;
  expect(Object.keys(codes).sort(), `${what}: a code for every field error`).toEqual(Object.keys(fields).sort());
  for (const [field, fieldMessage] of Object.entries(fields)) {
    const fieldCode = codes[field];
    expect(isMessageKey(fieldCode), `${what}: field ${field} has a key of MSG`).toBe(true);
    expect(fieldMessage, `${what}: field ${field}`).toBe(MSG[fieldCode as MessageKey]);
  }
}
