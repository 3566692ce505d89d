// Days and Bikram Sambat months for the books (issue 29). Days are `YYYY-MM-DD` as they are in Nepal;
// the conversion to and from Bikram Sambat is the contract's (nepali-calendar.ts), never our own.
import {
  type BsDate,
  daysInBsMonth,
  fromBikramSambat,
  nepalDay,
  nepaliFiscalYear,
  toBikramSambat,
} from '@gharguru/contract/nepali-calendar';

export { nepalDay };

const DAY_MS = 86_400_000;
/** Nepal is UTC+05:45 all year. */
const NEPAL_OFFSET = '+05:45';

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

/** `addDays('2026-11-28', 7)` -> `'2026-12-05'`. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The instant a day starts in Nepal. */
export function startOfNepalDay(day: string): Date {
  return new Date(`${day}T00:00:00${NEPAL_OFFSET}`);
}

/** What a form sent as "when": a day is the start of that day in Nepal, anything else an instant. */
export function moneyInstant(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? startOfNepalDay(value) : new Date(value);
}

/** The fiscal year (its first BS year) of a day; the calendar table covers 1913–2034 AD. */
export function fiscalYearOf(day: string): { startYear: number; label: string } {
  const year = nepaliFiscalYear(day);
  if (!year) throw new RangeError(`No Bikram Sambat date for ${day}`);
  return year;
}

export interface BsMonthRange {
  /** `2083-08` */
  month: string;
  /** Its first and last Gregorian days. */
  from: string;
  to: string;
}

function monthKey(date: Pick<BsDate, 'year' | 'month'>): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}`;
}

/** The Gregorian days of a Bikram Sambat month `YYYY-MM`, or null outside the calendar table. */
export function bsMonthRange(month: string): BsMonthRange | null {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const days = daysInBsMonth(year, number);
  const from = fromBikramSambat({ year, month: number, day: 1 });
  if (days === null || from === null) return null;
  return { month, from, to: addDays(from, days - 1) };
}

/** The Bikram Sambat month a day is in, `YYYY-MM`. */
export function bsMonthOf(day: string): string {
  const date = toBikramSambat(day);
  if (!date) throw new RangeError(`No Bikram Sambat date for ${day}`);
  return monthKey(date);
}

/** `count` months ending with `last`, oldest first. */
export function bsMonthsUpTo(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1);
  return Array.from({ length: count }, (_, offset) => {
    const at = index - (count - 1 - offset);
    return monthKey({ year: Math.floor(at / 12), month: (at % 12) + 1 });
  });
}
