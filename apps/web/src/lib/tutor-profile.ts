// A tutor's public profile in words (issue 27): the verification badge ("ID and certificate checked,
// December 2026"), the years of experience, lists of choices. Shared by the directory's card and page,
// the teacher's own screens and the admin's teacher list. The texts are the tutorProfile catalog
// (i18n/en-tutor-profile.ts), which the page registers.
import type { VerificationCheck } from '@gharguru/contract';
import { formatBikramSambat } from '@gharguru/contract/nepali-calendar';
import { formatMonthYear } from './format';
import type { TFunction } from './i18n';

/** "ID", "ID and certificate", "ID, certificate and interview" (no Intl: see format.ts). */
export function joinWithAnd(t: TFunction, items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t('tutorProfile.and')} ${items[items.length - 1]}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "December 2026"; on Nepali pages the Bikram Sambat month and year ("मंसिर २०८३"). */
function badgeMonth(language: string, iso: string): string {
  return (language === 'ne' && formatBikramSambat(iso, 'ne', 'month')) || formatMonthYear(language, iso);
}

/**
 * What an admin checked and when, in the reader's language and calendar: "ID and certificate
 * checked, December 2026". Undefined when the tutor is not verified, or was verified before checks
 * were recorded (the screens then show their dated "Verified" text).
 */
export function verificationBadge(
  t: TFunction,
  language: string,
  teacher: { verifiedAt: string | null; verificationChecks: readonly VerificationCheck[] },
): string | undefined {
  if (!teacher.verifiedAt || teacher.verificationChecks.length === 0) return undefined;
  const checks = joinWithAnd(
    t,
    teacher.verificationChecks.map((check) => t(`tutorProfile.checks.${check}`)),
  );
  return t('tutorProfile.badge', { checks: capitalised(checks), date: badgeMonth(language, teacher.verifiedAt) });
}

/** "6 years of experience", "New tutor" for 0, undefined when not given. */
export function experienceText(t: TFunction, years: number | null): string | undefined {
  if (years === null) return undefined;
  return years === 0 ? t('tutorProfile.experienceNew') : t('tutorProfile.experience', { count: years });
}
