// Money, dates and enum labels as people in Nepal read them (requirements DEC-9): lakh grouping
// (1,50,000), `Rs.` in English and `रु.` with Devanagari digits in Nepali; dates in Bikram Sambat on
// Nepali pages, in the Gregorian calendar on English ones (issue 33).
import {
  DEGREES,
  type Degree,
  type PriceType,
  SUBJECT_SYNONYMS,
  TEACHER_LEVELS,
  type TeacherLevel,
  groupDigits,
  placeName,
  subjectKey,
  subjectName,
} from '@gharguru/contract';
import { formatBikramSambat } from '@gharguru/contract/nepali-calendar';
import type { TFunction } from './i18n';
import { nepaliDigits } from './i18n/numbers';

// Browsers ship Nepali locale data unevenly (Chromium on Debian falls back to English), so
// Nepali month names are written here rather than left to Intl.
export const NEPALI_MONTHS = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];

// The first Intl formatter a page builds costs 20-60 ms of CPU on this machine (ICU's locale and
// time-zone data), four times that on a slow phone: a long task while the directory hydrates (issue
// 12). The common cases are written out here, with the same text Intl gives (format.test.ts compares
// them); Intl is built, once, only for the rest.
let amountFormat: Intl.NumberFormat | undefined;

/** 150000 -> `1,50,000` (`१,५०,०००` in Nepali). */
export function formatAmount(language: string, amount: number): string {
  let text: string;
  if (Number.isSafeInteger(amount) && amount >= 0 && !Object.is(amount, -0)) text = groupDigits(amount);
  else {
    amountFormat ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    text = amountFormat.format(amount);
  }
  return language === 'ne' ? nepaliDigits(text) : text;
}

/**
 * A list's total in the language's digits, "1,000+" / "१,०००+" when the server stopped counting
 * there (`totalIsLowerBound`: the directory's and the searched lists' capped count, server lib/paging.ts).
 */
export function totalText(language: string, list: { total?: number; totalIsLowerBound?: boolean } | undefined): string {
  return `${formatAmount(language, list?.total ?? 0)}${list?.totalIsLowerBound ? '+' : ''}`;
}

/** `Rs. 5,000 / month`, `रु. ५,००० / महिना`. */
export function formatPrice(t: TFunction, language: string, price: number, priceType: PriceType): string {
  return t('tuitions.price', {
    currency: t('tuitions.currency'),
    amount: formatAmount(language, price),
    unit: t(`tuitions.per.${priceType}`),
  });
}

// Dates are the calendar day in Nepal, whatever the device's or the server's time zone: the server
// renders /tutors in UTC and the browser hydrates it, so both must print the same day. Nepal's clock
// has been UTC+05:45 all year since 1986 (it moved from +05:30 at midnight on 1 January; no daylight
// saving): from then on the day and time are worked out here; an earlier instant goes through Intl's
// time-zone data.
const NEPAL_TIME_ZONE = 'Asia/Kathmandu';
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const NEPAL_FIXED_SINCE = Date.UTC(1985, 11, 31, 18, 30);
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface NepalTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

let nepalParts: Intl.DateTimeFormat | undefined;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The calendar day and clock time in Nepal at `date`. */
function inNepal(date: Date): NepalTime {
  const time = date.getTime();
  if (time >= NEPAL_FIXED_SINCE && time < Date.UTC(10_000, 0, 1) - NEPAL_OFFSET_MS) {
    const local = new Date(time + NEPAL_OFFSET_MS);
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
    };
  }
  nepalParts ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone: NEPAL_TIME_ZONE,
  });
  const parts = nepalParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

let englishDate: Intl.DateTimeFormat | undefined;

/** A Gregorian date in Nepal: `21 November 2026`, `२१ नोभेम्बर २०२६`; an unreadable value is shown as it came. */
export function formatGregorianDate(language: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { year, month, day } = inNepal(date);
  if (language === 'ne') return nepaliDigits(`${day} ${NEPALI_MONTHS[month - 1]} ${year}`);
  // en-GB's long date is `21 November 2026` for the years of the fixed offset; Intl writes the others.
  if (year >= 1986 && year <= 9999) return `${day} ${ENGLISH_MONTHS[month - 1]} ${year}`;
  englishDate ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: NEPAL_TIME_ZONE });
  return englishDate.format(date);
}

/** The Bikram Sambat date of the day in Nepal at `iso` (`पुस ३, २०८३`, `Poush 3, 2083 BS`), or null outside its table. */
function bikramSambatDate(language: 'en' | 'ne', iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const { year, month, day } = inNepal(date);
  return formatBikramSambat(`${year}-${twoDigits(month)}-${twoDigits(day)}`, language);
}
/**
 * A month and year, as the verification badge dates a check (issue 27): `December 2026`, `डिसेम्बर
 * २०२६` (the badge writes Nepali pages' in Bikram Sambat, lib/tutor-profile.ts; this is its fallback
 * outside the calendar's table).
 */
export function formatMonthYear(language: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { year, month } = inNepal(date);
  if (language === 'ne') return nepaliDigits(`${NEPALI_MONTHS[month - 1]} ${year}`);
  return `${ENGLISH_MONTHS[month - 1]} ${year}`;
}

/**
 * A date as the page's reader counts days (issue 33): a Nepali page in Nepal's calendar, Bikram
 * Sambat (`पुस ३, २०८३`), an English page in the Gregorian one (`18 December 2026`). A day outside
 * the Bikram Sambat table, or an unreadable value, is shown as `formatGregorianDate` shows it.
 */
export function formatDate(language: string, iso: string): string {
  return (language === 'ne' && bikramSambatDate('ne', iso)) || formatGregorianDate(language, iso);
}

/**
 * Both calendars, for a page a family keeps or prints: the page's own first, the other in brackets
 * (`पुस ३, २०८३ (१८ डिसेम्बर २०२६)`, `18 December 2026 (Poush 3, 2083 BS)`).
 */
export function formatDateInBothCalendars(language: string, iso: string): string {
  const nepali = language === 'ne';
  const bikramSambat = bikramSambatDate(nepali ? 'ne' : 'en', iso);
  const gregorian = formatGregorianDate(language, iso);
  if (!bikramSambat) return gregorian;
  return nepali ? `${bikramSambat} (${gregorian})` : `${gregorian} (${bikramSambat})`;
}

/** A date and its time in Nepal: `21 November 2026, 14:05`, `पुस ३, २०८३, १४:०५`. */
export function formatDateTime(language: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { hour, minute } = inNepal(date);
  const time = `${twoDigits(hour)}:${twoDigits(minute)}`;
  return `${formatDate(language, iso)}, ${language === 'ne' ? nepaliDigits(time) : time}`;
}

/** A teacher's degree or level in the reader's language; an unknown value is shown as it came. */
export function degreeLabel(t: TFunction, value: string): string {
  return (DEGREES as readonly string[]).includes(value) ? t(`options.degree.${value as Degree}`) : value;
}

export function levelLabel(t: TFunction, value: string): string {
  return (TEACHER_LEVELS as readonly string[]).includes(value) ? t(`options.level.${value as TeacherLevel}`) : value;
}

/** A city or area in the page's language (issue 33): `काठमाडौं` on a Nepali page for a known place; any other as typed. */
export function placeLabel(language: string, place: string): string {
  return placeName(place, language === 'ne' ? 'ne' : 'en');
}

/** `Baneshwor, Kathmandu`, `बानेश्वर, काठमाडौं`: an area and its city in the page's language. */
export function areaAndCity(language: string, area: string, city: string): string {
  return `${placeLabel(language, area)}, ${placeLabel(language, city)}`;
}

/** A subject in the page's language: `गणित` on a Nepali page for a known subject; any other as typed. */
export function subjectLabel(language: string, subject: string): string {
  if (language !== 'ne') return subject;
  const key = subjectKey(subject);
  return key in SUBJECT_SYNONYMS ? subjectName(key, 'ne') : subject;
}

/** Subjects for a list or a sentence: `गणित, विज्ञान` on a Nepali page. */
export function subjectsLabel(language: string, subjects: readonly string[]): string {
  return subjects.map((subject) => subjectLabel(language, subject)).join(', ');
}

/**
 * A server text's parameter in Nepali (issue 33): a known place or subject by its Nepali name, and
 * the subjects the server joined in English ("Maths, Science and English") joined again with "र".
 */
export function nepaliParam(name: string, value: string): string {
  if (name === 'area' || name === 'city') return placeLabel('ne', value);
  if (name === 'subject') return subjectLabel('ne', value);
  if (name !== 'subjects') return value;
  const subjects = value.split(/, | and /).map((subject) => subjectLabel('ne', subject));
  const last = subjects.pop() ?? value;
  return subjects.length > 0 ? `${subjects.join(', ')} र ${last}` : last;
}
