// Set-up shared by every Vitest project: a console.error that nobody expected fails the test during
// which it was printed (a React warning, a swallowed rejection, a failed request logged and ignored),
// instead of scrolling past in a green run.
//
// A test that expects an error on the console says so by spying on it, which replaces this guard for
// that test, and asserts what was printed:
//   const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
//   ...
//   expect(printed).toHaveBeenCalledWith(expect.stringContaining('...'));
import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

const original = console.error;
const printed: string[] = [];

function guard(...args: unknown[]) {
  printed.push(format(...args));
  original.apply(console, args);
}

/** Throws when anything was printed since the last check, naming the first line of each. */
function failOnPrinted(when: string) {
  if (printed.length === 0) return;
  const lines = printed.splice(0).map((text) => `  ${text.split('\n')[0]}`);
  throw new Error(`console.error was called ${when}, and the test did not expect it:\n${lines.join('\n')}`);
}

console.error = guard;

beforeEach(() => {
  failOnPrinted('before this test (while importing, or in a beforeAll hook)');
  console.error = guard;
});

afterEach(() => {
  console.error = guard;
  failOnPrinted('during this test');
});

afterAll(() => {
  failOnPrinted('after the last test of this file (in an afterAll hook)');
  console.error = original;
});
