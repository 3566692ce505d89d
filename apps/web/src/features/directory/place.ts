// Which city or city-and-subject page an address names (/tutors/in/:city[/:subject], issue 32), from
// the directory's facets: the server renders with it and the browser hydrates with it, so both find
// the same page and the same list under the same key. A page exists only with at least
// PLACE_PAGE_MIN_OFFERS listed offers.
import {
  type DirectoryFacetsResponse,
  type DirectoryQueryInput,
  PLACE_PAGE_MIN_OFFERS,
  isSlugOf,
  placeName,
  placeSlug,
  subjectName,
} from '@gharguru/contract';
import type { Language, TFunction } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { directoryQueryOf } from './api/get-public-tuitions';

export interface Place {
  /** As the facets spell it: `Lalitpur`. */
  city: string;
  /** A subject key (`maths`), or undefined for the city's page. */
  subjectKey?: string;
  /** Listed offers behind the page. */
  count: number;
}

type Facets = Pick<DirectoryFacetsResponse, 'cities' | 'citySubjects'>;

export function findPlace(facets: Facets, citySlug: string, subjectSlug?: string): Place | null {
  const city = facets.cities.find((entry) => isSlugOf(citySlug, entry.value));
  if (!city || city.count < PLACE_PAGE_MIN_OFFERS) return null;
  if (subjectSlug === undefined) return { city: city.value, count: city.count };
  const pair = facets.citySubjects.find(
    (entry) => isSlugOf(citySlug, entry.city) && isSlugOf(subjectSlug, entry.value),
  );
  return pair && pair.count >= PLACE_PAGE_MIN_OFFERS
    ? { city: city.value, subjectKey: pair.value, count: pair.count }
    : null;
}

/** The directory query of the page's list (its first page), as /tutors would ask it. */
export function placeQuery(place: Place): DirectoryQueryInput {
  const params = new URLSearchParams({ city: place.city });
  if (place.subjectKey) params.set('subject', place.subjectKey);
  return directoryQueryOf(params);
}

export function placePath(city: string, subjectKey?: string): string {
  const base = `${paths.tutors}/in/${placeSlug(city)}`;
  return subjectKey ? `${base}/${placeSlug(subjectKey)}` : base;
}

/** "Maths tutors in Lalitpur" / "ललितपुरमा गणितका शिक्षक"; "Home tutors in Lalitpur" without a subject. */
export function placeTitle(t: TFunction, language: Language, place: Place): string {
  return place.subjectKey
    ? t('places.subjectTitle', {
        city: placeName(place.city, language),
        subject: subjectName(place.subjectKey, language),
      })
    : t('places.cityTitle', { city: placeName(place.city, language) });
}
