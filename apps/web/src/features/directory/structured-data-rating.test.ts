// The tutor's structured data carries an AggregateRating only from real reviews (issue 27).
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../lib/i18n';
import { offer } from '../../test/records/offer-records';
import { tutorStructuredData } from './structured-data';

describe('structured data of /tutors/:id', () => {
  const t = renderIn('en');
  const offerOf = (data: ReturnType<typeof tutorStructuredData>) =>
    (data[0] as unknown as { makesOffer: Record<string, unknown> }).makesOffer;

  it('[REV-17] has an AggregateRating when reviews exist, with their average and count', () => {
    const rated = tutorStructuredData(t, 'https://gharguru.example', { ...offer, rating: { average: 4.5, count: 2 } });
    expect(offerOf(rated).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('[REV-17] has none without a review', () => {
    expect(offerOf(tutorStructuredData(t, 'https://gharguru.example', offer))).not.toHaveProperty('aggregateRating');
  });
});
