// Structured data (JSON-LD, schema.org) of the server-rendered directory pages (issue 32): search
// engines read a tutor as a Person who knows these subjects and works in this place, with an Offer and its
// price, and every directory page's breadcrumbs. Typed with `schema-dts`, so a property schema.org
// does not have on that type fails the build. Only public fields, as on the page itself.
import { type PublicTuition, placeName, subjectName } from '@gharguru/contract';
import type { BreadcrumbList, ListItem, Person, WithContext } from 'schema-dts';
import type { Language, TFunction } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { type Place, placePath } from './place';

export type StructuredData = WithContext<Person> | WithContext<BreadcrumbList>;

// UN/CEFACT common codes, as schema.org's unitCode takes them: month and hour.
const UNIT_OF_PRICE = { monthly: 'MON', hourly: 'HUR' } as const;

function breadcrumbs(trail: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(
      (step, index): ListItem => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url }),
    ),
  };
}

/** Home › Browse Tutors, for /tutors with any filters. */
export function tutorsStructuredData(t: TFunction, origin: string): StructuredData[] {
  return [
    breadcrumbs([
      { name: t('nav.home'), url: `${origin}${paths.home}` },
      { name: t('nav.browseTutors'), url: `${origin}${paths.tutors}` },
    ]),
  ];
}

/** The tutor as a Person with the offer, and Home › Browse Tutors › the offer. */
export function tutorStructuredData(t: TFunction, origin: string, offer: PublicTuition): StructuredData[] {
  const url = `${origin}${paths.tutor(offer._id)}`;
  const place = `${offer.teacher.area}, ${offer.teacher.city}`;
  const person: WithContext<Person> = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: offer.teacher.displayName,
    url,
    knowsAbout: offer.subjects,
    // schema.org gives a Person no areaServed: the place is where they work, and the Offer's area.
    workLocation: {
      '@type': 'Place',
      name: place,
      address: { '@type': 'PostalAddress', addressLocality: offer.teacher.city, addressCountry: 'NP' },
    },
    makesOffer: {
      '@type': 'Offer',
      name: offer.name,
      url,
      price: offer.price,
      priceCurrency: 'NPR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: offer.price,
        priceCurrency: 'NPR',
        unitCode: UNIT_OF_PRICE[offer.priceType],
      },
      areaServed: place,
      // Issue 27: only from real reviews, and only when there is at least one.
      ...(offer.rating
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: offer.rating.average,
              reviewCount: offer.rating.count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
  return [
    person,
    breadcrumbs([
      { name: t('nav.home'), url: `${origin}${paths.home}` },
      { name: t('nav.browseTutors'), url: `${origin}${paths.tutors}` },
      { name: offer.name, url },
    ]),
  ];
}

/** Home › Browse Tutors › Lalitpur [› Maths], for a city or city-and-subject page. */
export function placeStructuredData(t: TFunction, language: Language, origin: string, place: Place): StructuredData[] {
  const trail = [
    { name: t('nav.home'), url: `${origin}${paths.home}` },
    { name: t('nav.browseTutors'), url: `${origin}${paths.tutors}` },
    { name: placeName(place.city, language), url: `${origin}${placePath(place.city)}` },
  ];
  if (place.subjectKey) {
    trail.push({
      name: subjectName(place.subjectKey, language),
      url: `${origin}${placePath(place.city, place.subjectKey)}`,
    });
  }
  return [breadcrumbs(trail)];
}
