// Table-driven checks of the rules of requirements §5 against the real API: each case breaks one
// field and expects 400 with that rule's exact message.
import { codeOf } from '@gharguru/contract';
import { expect, it } from 'vitest';
import { type TestApp, testConfig } from './test-app.js';

export interface RuleCase {
  rule: string;
  /** Fields to set; `undefined` removes the field from the body. */
  change: Record<string, unknown>;
  message: string;
}

export function withChange(body: Record<string, unknown>, change: Record<string, unknown>) {
  const next = { ...body, ...change };
  for (const [key, value] of Object.entries(change)) if (value === undefined) delete next[key];
  return next;
}

/**
 * Defines one test per case: `route` ("POST /path") with the valid body changed by the case must
 * fail with 400 and exactly the rule's message. `signedIn` sends its token (read when the test runs).
 */
export function itRejects(
  t: TestApp,
  route: `${'POST' | 'PUT'} /${string}`,
  validBody: () => Record<string, unknown>,
  cases: RuleCase[],
  signedIn?: { token: string },
) {
  const [method, path] = route.split(' ') as ['POST' | 'PUT', string];
  for (const { rule, change, message } of cases) {
    it(`rejects ${rule} with "${message}"`, async () => {
      const response = await t.api({ method, path, body: withChange(validBody(), change), token: signedIn?.token });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().code, 'the message is a contract text, sent with its key').toBe(codeOf(message));
    });
  }
}

/** Rule tables post many forms from one address: lift the per-IP public-form limit for them. */
export function generousPublicFormLimit() {
  const { rateLimit } = testConfig();
  return { rateLimit: { ...rateLimit, publicFormsPerIpPerMinute: 10_000 } };
}
