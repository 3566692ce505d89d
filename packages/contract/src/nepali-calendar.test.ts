import NepaliDate from 'nepali-date-converter';
import { describe, expect, it } from 'vitest';
import {
  daysInBsMonth,
  devanagariDigits,
  formatBikramSambat,
  fromBikramSambat,
  nepalDay,
  nepaliFiscalYear,
  toBikramSambat,
} from './nepali-calendar';

// Days whose Bikram Sambat date is public record: New Year (1 Baisakh), the fiscal year's first day
// (1 Shrawan), Constitution Day (3 Asoj 2072) and the turn of the millennium.
const KNOWN_DAYS: [string, string][] = [
  ['2000-01-01', '2056-09-17'],
  ['2015-09-20', '2072-06-03'],
  ['2019-04-14', '2076-01-01'],
  ['2020-04-13', '2077-01-01'],
  ['2021-04-14', '2078-01-01'],
  ['2022-04-14', '2079-01-01'],
  ['2023-04-14', '2080-01-01'],
  ['2024-04-13', '2081-01-01'],
  ['2025-04-14', '2082-01-01'],
  ['2026-04-14', '2083-01-01'],
  ['2023-07-17', '2080-04-01'],
  ['2024-07-16', '2081-04-01'],
  ['2025-07-17', '2082-04-01'],
  ['2026-07-17', '2083-04-01'],
  ['2026-12-18', '2083-09-03'],
];

// Month lengths change from year to year; these are the published calendars of four years.
const MONTH_LENGTHS: [number, number[]][] = [
  [2080, [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30]],
  [2081, [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31]],
  [2082, [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30]],
  [2083, [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30]],
];

function asText({ year, month, day }: { year: number; month: number; day: number }): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

describe('the Bikram Sambat calendar', () => {
  it.each(KNOWN_DAYS)('%s AD is %s BS, both ways', (gregorian, bs) => {
    const date = toBikramSambat(gregorian);
    expect(date && asText(date)).toBe(bs);
    const [year, month, day] = bs.split('-').map(Number) as [number, number, number];
    expect(fromBikramSambat({ year, month, day })).toBe(gregorian);
  });

  it.each(MONTH_LENGTHS)('%s BS has the published month lengths', (year, lengths) => {
    expect(Array.from({ length: 12 }, (_, index) => daysInBsMonth(year, index + 1))).toEqual(lengths);
  });

  it('agrees day by day with a second, independent table from 1990 to the end of 2083 BS', () => {
    const disagreements: string[] = [];
    for (let time = Date.UTC(1990, 0, 1); time <= Date.UTC(2027, 3, 13); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      const other = new NepaliDate(new Date(`${day}T12:00:00`));
      const expected = asText({ year: other.getYear(), month: other.getMonth() + 1, day: other.getDate() });
      const ours = toBikramSambat(day);
      if (!ours || asText(ours) !== expected) disagreements.push(day);
    }
    expect(disagreements).toEqual([]);
  });

  it('reads an instant as the day it is in Nepal (UTC+05:45)', () => {
    expect(nepalDay('2026-11-27T18:14:59Z')).toBe('2026-11-27');
    expect(nepalDay('2026-11-27T18:15:00Z')).toBe('2026-11-28');
    expect(nepalDay(new Date('2026-11-28T00:00:00+05:45'))).toBe('2026-11-28');
    expect(nepalDay('2026-11-28')).toBe('2026-11-28');
    expect(() => nepalDay('not a date')).toThrow(RangeError);
  });

  it('answers null outside its table and for days that do not exist', () => {
    expect(toBikramSambat('1900-01-01')).toBeNull();
    expect(toBikramSambat('2040-01-01')).toBeNull();
    expect(toBikramSambat('2026-02-30')).toBeNull();
    expect(fromBikramSambat({ year: 2083, month: 13, day: 1 })).toBeNull();
    expect(fromBikramSambat({ year: 2083, month: 1, day: 32 })).toBeNull();
    expect(fromBikramSambat({ year: 2095, month: 1, day: 1 })).toBeNull();
    expect(formatBikramSambat('2040-01-01', 'ne')).toBeNull();
  });

  it('writes a date as each language does', () => {
    expect(formatBikramSambat('2026-12-18', 'ne')).toBe('पुस ३, २०८३');
    expect(formatBikramSambat('2026-12-18', 'en')).toBe('Poush 3, 2083 BS');
    expect(formatBikramSambat('2026-12-18', 'ne', 'month')).toBe('पुस २०८३');
    expect(formatBikramSambat('2026-12-18', 'en', 'month')).toBe('Poush 2083 BS');
    expect(devanagariDigits('GG-2083/84-0042')).toBe('GG-२०८३/८४-००४२');
  });

  it('starts the fiscal year on 1 Shrawan', () => {
    expect(nepaliFiscalYear('2026-07-16')).toEqual({ startYear: 2082, label: '2082/83' });
    expect(nepaliFiscalYear('2026-07-17')).toEqual({ startYear: 2083, label: '2083/84' });
    expect(nepaliFiscalYear('2027-04-13')).toEqual({ startYear: 2083, label: '2083/84' });
    expect(nepaliFiscalYear('2099-07-17T00:00:00Z')).toBeNull();
    // 1 Shrawan 2083 begins at 18:15 UTC on 16 July.
    expect(nepaliFiscalYear('2026-07-16T18:14:00Z')?.label).toBe('2082/83');
    expect(nepaliFiscalYear('2026-07-16T18:15:00Z')?.label).toBe('2083/84');
    expect(nepaliFiscalYear('2049-07-17')).toBeNull();
  });
});
