// Money, dates and enum labels as people in Nepal read them (DESIGN.md decision 9): lakh grouping
// (1,50,000), `Rs.` in English and `रु.` with Devanagari digits in Nepali.
import { DEGREES, type Degree, type PriceType, TEACHER_LEVELS, type TeacherLevel } from '@gharguru/contract';
import type { TFunction } from 'i18next';

const localeOf = (language: string) => (language === 'ne' ? 'ne-NP' : 'en-IN');

/** `Rs. 5,000 / month`, `रु. ५,००० / महिना`. */
export function formatPrice(t: TFunction, language: string, price: number, priceType: PriceType): string {
  return t('tuitions.price', {
    currency: t('tuitions.currency'),
    amount: new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(price),
    unit: t(`tuitions.per.${priceType}`),
  });
}

/** A calendar date such as `21 November 2026`; an unreadable value is shown as it came. */
export function formatDate(language: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'ne' ? 'ne-NP' : 'en-GB', { dateStyle: 'long' }).format(date);
}

/** A teacher's degree or level in the reader's language; an unknown value is shown as it came. */
export function degreeLabel(t: TFunction, value: string): string {
  return (DEGREES as readonly string[]).includes(value) ? t(`options.degree.${value as Degree}`) : value;
}

export function levelLabel(t: TFunction, value: string): string {
  return (TEACHER_LEVELS as readonly string[]).includes(value) ? t(`options.level.${value as TeacherLevel}`) : value;
}
