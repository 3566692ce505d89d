// Request codes: readable aloud, no 0/O or 1/I, forgiving to type, and a one-to-one sequence for seeds.
import { describe, expect, it } from 'vitest';
import {
  REQUEST_CODE_ALPHABET,
  REQUEST_CODE_PATTERN,
  normalizeRequestCode,
  requestCodeFrom,
  sequentialRequestCode,
} from './request-codes.js';

describe('request codes', () => {
  it('uses 32 letters without 0, O, 1 or I', () => {
    expect(REQUEST_CODE_ALPHABET).toHaveLength(32);
    expect(REQUEST_CODE_ALPHABET).not.toMatch(/[01OI]/);
  });

  it('builds GG-XXXX-XX from six indexes', () => {
    expect(requestCodeFrom([5, 17, 1, 22, 7, 0])).toBe('GG-7K3Q-92');
    expect(requestCodeFrom([5, 17, 1, 22, 7, 0])).toMatch(REQUEST_CODE_PATTERN);
  });

  it.each([
    ['gg-7k3q-92', 'GG-7K3Q-92'],
    [' GG 7K3Q 92 ', 'GG-7K3Q-92'],
    ['7k3q92', 'GG-7K3Q-92'],
    ['GG7K3Q92', 'GG-7K3Q-92'],
  ])('reads %j as %s', (typed, code) => {
    expect(normalizeRequestCode(typed)).toBe(code);
  });

  it('leaves text that is not a code failing the pattern', () => {
    expect(normalizeRequestCode('hello')).not.toMatch(REQUEST_CODE_PATTERN);
    expect(normalizeRequestCode('GG-0O1I-92')).not.toMatch(REQUEST_CODE_PATTERN);
  });

  it('gives distinct valid codes along the sequence', () => {
    const codes = new Set(Array.from({ length: 5_000 }, (_, n) => sequentialRequestCode(n + 1)));
    expect(codes.size).toBe(5_000);
    for (const code of codes) expect(code).toMatch(REQUEST_CODE_PATTERN);
  });
});
