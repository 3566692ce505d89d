import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatPrice } from './format';
import { tEn, tNe } from '../test/translators';

describe('money and dates (DESIGN.md decision 9)', () => {
  it('shows prices in rupees with lakh grouping', () => {
    expect(formatPrice(tEn, 'en', 5000, 'monthly')).toBe('Rs. 5,000 / month');
    expect(formatPrice(tEn, 'en', 800, 'hourly')).toBe('Rs. 800 / hour');
    expect(formatAmount('en', 150000)).toBe('1,50,000');
  });

  it('uses रु., Devanagari digits and Nepali units in Nepali mode', () => {
    expect(formatPrice(tNe, 'ne', 5000, 'monthly')).toBe('रु. ५,००० / महिना');
    expect(formatAmount('ne', 150000)).toBe('१,५०,०००');
    expect(formatDate('ne', '2025-01-15T10:00:00.000Z')).toBe('१५ जनवरी २०२५');
  });

  it('writes a date with its time in Nepal, in Devanagari digits in Nepali', () => {
    // 08:20 UTC is 14:05 in Kathmandu.
    expect(formatDateTime('en', '2025-01-15T08:20:00.000Z')).toBe('15 January 2025, 14:05');
    expect(formatDateTime('ne', '2025-01-15T08:20:00.000Z')).toBe('१५ जनवरी २०२५, १४:०५');
    expect(formatDateTime('ne', 'not a date')).toBe('not a date');
  });

  it('formats dates as day, month and year', () => {
    expect(formatDate('en', '2025-01-15T10:00:00.000Z')).toBe('15 January 2025');
    expect(formatDate('en', 'not a date')).toBe('not a date');
  });

  it("prints the day in Nepal whatever the machine's time zone (server-rendered pages hydrate with the same text)", () => {
    // 20:00 UTC is 01:45 the next day in Kathmandu.
    expect(formatDate('en', '2025-01-15T20:00:00.000Z')).toBe('16 January 2025');
    expect(formatDate('ne', '2025-01-15T20:00:00.000Z')).toBe('१६ जनवरी २०२५');
  });
});
