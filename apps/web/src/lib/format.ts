// Money, dates and enum labels as people in Nepal read them (DESIGN.md decision 9): lakh grouping
// (1,50,000), `Rs.` in English and `रु.` with Devanagari digits in Nepali.
import { DEGREES, type Degree, type PriceType, TEACHER_LEVELS, type TeacherLevel } from '@gharguru/contract';
import type { TFunction } from './i18n';
import { nepaliDigits } from './i18n/numbers';

// Browsers ship Nepali locale data unevenly (Chromium on Debian falls back to English), so
// Nepali month names are written here rather than left to Intl.
const NEPALI_MONTHS = [
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

/** 150000 -> `1,50,000` (`१,५०,०००` in Nepali). */
export function formatAmount(language: string, amount: number): string {
  const text = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(amount);
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
// renders /tutors in UTC and the browser hydrates it, so both must print the same day.
const NEPAL_TIME_ZONE = 'Asia/Kathmandu';
const englishDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: NEPAL_TIME_ZONE });
const dayParts = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZone: NEPAL_TIME_ZONE,
});

/** A calendar date: `21 November 2026`, `२१ नोभेम्बर २०२६`; an unreadable value is shown as it came. */
export function formatDate(language: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (language !== 'ne') return englishDate.format(date);
  const part = (type: 'year' | 'month' | 'day') =>
    Number(dayParts.formatToParts(date).find((each) => each.type === type)?.value);
  return nepaliDigits(`${part('day')} ${NEPALI_MONTHS[part('month') - 1]} ${part('year')}`);
}

const clockTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: NEPAL_TIME_ZONE,
});

/** A date and its time in Nepal: `21 November 2026, 14:05`, `२१ नोभेम्बर २०२६, १४:०५`. */
export function formatDateTime(language: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = clockTime.format(date);
  return `${formatDate(language, iso)}, ${language === 'ne' ? nepaliDigits(time) : time}`;
}

/** A teacher's degree or level in the reader's language; an unknown value is shown as it came. */
export function degreeLabel(t: TFunction, value: string): string {
  return (DEGREES as readonly string[]).includes(value) ? t(`options.degree.${value as Degree}`) : value;
}

export function levelLabel(t: TFunction, value: string): string {
  return (TEACHER_LEVELS as readonly string[]).includes(value) ? t(`options.level.${value as TeacherLevel}`) : value;
}
