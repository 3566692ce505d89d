import { describe, expect, it } from 'vitest';
import { greetingKeyFor } from './greeting';

const at = (hours: number, minutes: number) => new Date(2025, 0, 15, hours, minutes);

describe('[BEH-3] greetingKeyFor', () => {
  it.each([
    [0, 0, 'greeting.morning'],
    [11, 59, 'greeting.morning'],
    [12, 0, 'greeting.afternoon'],
    [16, 59, 'greeting.afternoon'],
    [17, 0, 'greeting.evening'],
    [23, 59, 'greeting.evening'],
  ])('%i:%i -> %s', (hours, minutes, key) => {
    expect(greetingKeyFor(at(hours, minutes))).toBe(key);
  });
});
