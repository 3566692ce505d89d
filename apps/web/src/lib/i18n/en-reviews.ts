// English texts of reviews that public pages show (issue 27): the stars, a tutor's reviews and
// /home's testimonials. Kept out of the first bundle: each module that shows them adds them
// (registerPageTexts); ne-reviews.ts has the same keys. The rest is in en-reviews-more.ts.
export const enReviews = {
  reviews: {
    stars_one: '{{count}} star',
    stars_other: '{{count}} stars',
    ratingLabel_one: 'Rated {{average}} out of 5 from {{count}} review',
    ratingLabel_other: 'Rated {{average}} out of 5 from {{count}} reviews',
    testimonialsTitle: 'What families say',
    sectionTitle: 'Reviews from families',
    none: 'No reviews yet.',
    familyOf: '{{name}}, {{area}} · class {{class}}',
    reply: 'The tutor’s reply',
    previous: 'Newer reviews',
    next: 'Older reviews',
    testimonialByFamily: '{{name}}, {{area}} — about {{teacher}}',
  },
} as const;
