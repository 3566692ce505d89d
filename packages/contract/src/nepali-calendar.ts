/// <reference path="./bikram-sambat.d.ts" />
// Dates in Nepal's own calendar, Bikram Sambat (BS). Its months have 29 to 32 days that change
// from year to year and are set by the calendar committee, so they come from a table: the
// maintained `bikram-sambat` package (its table covers 1970–2090 BS, 1913–2034 AD). Outside that
// range the functions answer `null` and callers show the Gregorian date.
//
// Days are plain `YYYY-MM-DD` strings; an instant (a `Date` or an ISO timestamp) is first read as
// the day it is in Nepal (UTC+05:45 all year: Nepal has no summer time).
import bikramSambat from 'bikram-sambat';
import { devanagariDigits } from './digits.js';

export { devanagariDigits };

export interface BsDate {
  year: number;
  /** 1 = Baisakh … 12 = Chaitra */
  month: number;
  day: number;
}

export type CalendarLanguage = 'en' | 'ne';

/** Month names as Nepal writes them; index 0 is Baisakh. */
export const BS_MONTHS: Record<CalendarLanguage, readonly string[]> = {
  en: [
    'Baisakh',
    'Jestha',
    'Asar',
    'Shrawan',
    'Bhadra',
    'Asoj',
    'Kartik',
    'Mangsir',
    'Poush',
    'Magh',
    'Falgun',
    'Chaitra',
  ],
  ne: ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'],
};

/** The fiscal year starts on 1 Shrawan, the fourth month. */
const FISCAL_YEAR_FIRST_MONTH = 4;
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day (`YYYY-MM-DD`) an instant falls on in Nepal; a `YYYY-MM-DD` string is already a day. */
export function nepalDay(instant: Date | string): string {
  if (typeof instant === 'string' && DAY_PATTERN.test(instant)) return instant;
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${String(instant)}`);
  return new Date(time + NEPAL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Bikram Sambat date of a day or instant, or `null` outside the calendar table. */
export function toBikramSambat(instant: Date | string): BsDate | null {
  const day = nepalDay(instant);
  if (!isRealGregorianDay(day)) return null;
  try {
    return bikramSambat.toBik(day);
  } catch {
    return null;
  }
}

/** The Gregorian day (`YYYY-MM-DD`) of a Bikram Sambat date, or `null` if there is no such date. */
export function fromBikramSambat({ year, month, day }: BsDate): string | null {
  try {
    const greg = bikramSambat.toGreg(year, month, day);
    return `${greg.year}-${pad(greg.month)}-${pad(greg.day)}`;
  } catch {
    return null;
  }
}

/** How many days a Bikram Sambat month has (29–32), or `null` outside the table. */
export function daysInBsMonth(year: number, month: number): number | null {
  try {
    return bikramSambat.daysInMonth(year, month);
  } catch {
    return null;
  }
}

/**
 * A date as a reader of the language writes it in Bikram Sambat:
 * `day` style "पुस ३, २०८३" / "Poush 3, 2083 BS"; `month` style "पुस २०८३" / "Poush 2083 BS".
 * `null` outside the calendar table.
 */
export function formatBikramSambat(
  instant: Date | string,
  language: CalendarLanguage,
  style: 'day' | 'month' = 'day',
): string | null {
  const date = toBikramSambat(instant);
  if (!date) return null;
  const month = BS_MONTHS[language][date.month - 1];
  const text = style === 'day' ? `${month} ${date.day}, ${date.year}` : `${month} ${date.year}`;
  return language === 'ne' ? devanagariDigits(text) : `${text} BS`;
}

export interface FiscalYear {
  /** The Bikram Sambat year in which the fiscal year starts (on 1 Shrawan). */
  startYear: number;
  /** `2083/84` */
  label: string;
}

/** Nepal's fiscal year of a day or instant (1 Shrawan to the end of Asar), or `null` outside the table. */
export function nepaliFiscalYear(instant: Date | string): FiscalYear | null {
  const date = toBikramSambat(instant);
  if (!date) return null;
  const startYear = date.month >= FISCAL_YEAR_FIRST_MONTH ? date.year : date.year - 1;
  return { startYear, label: `${startYear}/${pad((startYear + 1) % 100)}` };
}

function isRealGregorianDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
