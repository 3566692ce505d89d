// Titles and descriptions of /tutors and /tutors/:id from their data: the server puts them in the
// page's <head> (with the Open Graph tags) and the pages show the same title in the browser.
// Only public fields: the display name ("Ram T."), never a phone number or an e-mail.
import { CLASSES, type DirectoryListResponse, type PublicTuition } from '@gharguru/contract';
import { degreeLabel, formatAmount, totalText } from '../../lib/format';
import type { Language, TFunction } from '../../lib/i18n';
import type { PageHead } from '../../lib/page-head';
import { paths } from '../../lib/paths';
import { offerPrice } from './components/tutor-card';
import { DIRECTORY_FILTERS, directoryQueryOf } from './api/get-public-tuitions';
import { type Place, placePath, placeTitle } from './place';

/** What the URL's filters ask for, in words: "Maths · Class 10 · Lalitpur". */
function filtersInWords(t: TFunction, params: URLSearchParams): string {
  const words: string[] = [];
  const subject = params.get('subject')?.trim();
  if (subject) words.push(subject);
  const studentClass = params.get('class');
  if (studentClass && (CLASSES as readonly string[]).includes(studentClass)) {
    words.push(
      studentClass === 'Bachelor' ? t('fields.bachelor') : t('fields.classOption', { value: Number(studentClass) }),
    );
  }
  const area = params.get('area')?.trim();
  const city = params.get('city')?.trim();
  if (area && city) words.push(`${area}, ${city}`);
  else if (city) words.push(city);
  if (params.get('verified') === 'true') words.push(t('directory.verifiedOnly'));
  // Issue 27: the teacher's gender, how and when they teach (only values the API knows).
  const gender = params.get('gender');
  if (gender === 'female' || gender === 'male' || gender === 'other')
    words.push(t(`tutorProfile.genderFilter.${gender}`));
  const mode = params.get('mode');
  if (mode === 'home' || mode === 'online') words.push(t(`tutorProfile.modes.${mode}`));
  const time = params.get('time');
  if (time === 'morning' || time === 'day' || time === 'evening') words.push(t(`tutorProfile.times.${time}`));
  return words.join(' · ');
}

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function tutorsTitle(t: TFunction, params: URLSearchParams): string {
  const filters = filtersInWords(t, params);
  const page = pageOf(params);
  const parts = [filters, page > 1 ? t('directory.meta.page', { page }) : ''].filter(Boolean).join(', ');
  return parts ? t('directory.meta.listTitle', { filters: parts }) : t('directory.metaTitle');
}

/** /tutors with the known filters in their usual order (and the page after the first): one address per list. */
export function tutorsCanonical(origin: string, params: URLSearchParams): string {
  const query = directoryQueryOf(params);
  const kept = new URLSearchParams();
  for (const key of DIRECTORY_FILTERS) {
    const value = query[key];
    if (value !== undefined) kept.set(key, String(value));
  }
  if (pageOf(params) > 1) kept.set('page', String(pageOf(params)));
  const search = kept.toString();
  return `${origin}${paths.tutors}${search ? `?${search}` : ''}`;
}

/** A list's total as the directory answers it (the API counts at most 1,000 matches past the page). */
export type DirectoryTotal = Pick<DirectoryListResponse, 'total' | 'totalIsLowerBound'>;

export { totalText };

export function tutorsHead(
  t: TFunction,
  language: Language,
  origin: string,
  params: URLSearchParams,
  list?: DirectoryTotal,
): PageHead {
  const filters = filtersInWords(t, params);
  const amount = { total: totalText(language, list), count: list?.total ?? 0 };
  return {
    title: tutorsTitle(t, params),
    description: filters
      ? t('directory.meta.listDescriptionFiltered', { filters, ...amount })
      : t('directory.meta.listDescription', amount),
    canonical: tutorsCanonical(origin, params),
    type: 'website',
    language,
  };
}

export function tutorTitle(t: TFunction, offer: PublicTuition): string {
  return t('directory.meta.tutorTitle', { name: offer.name, teacher: offer.teacher.displayName });
}

export function tutorHead(t: TFunction, language: Language, origin: string, offer: PublicTuition): PageHead {
  return {
    title: tutorTitle(t, offer),
    description: t('directory.meta.tutorDescription', {
      subjects: offer.subjects.join(', '),
      forClass: t(`directory.bands.${offer.forClass}`),
      teacher: offer.teacher.displayName,
      degree: degreeLabel(t, offer.teacher.degree),
      area: offer.teacher.area,
      city: offer.teacher.city,
      price: offerPrice(t, language, offer),
    }),
    canonical: `${origin}${paths.tutor(offer._id)}`,
    type: 'profile',
    language,
  };
}

/** /tutors/in/:city[/:subject]: "Maths tutors in Lalitpur — GharGuru", its count in the description. */
export function placeHead(t: TFunction, language: Language, origin: string, place: Place): PageHead {
  const title = placeTitle(t, language, place);
  return {
    title: t('places.metaTitle', { title }),
    description: t('places.description', { title, total: formatAmount(language, place.count) }),
    canonical: `${origin}${placePath(place.city, place.subjectKey)}`,
    type: 'website',
    language,
  };
}
