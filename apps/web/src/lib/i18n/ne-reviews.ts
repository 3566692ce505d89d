// नेपाली: texts of reviews (same keys and {{variables}} as en-reviews.ts, checked by tsc).
import { translationOf } from './checked';
import type { enReviews } from './en-reviews';

export const neReviews = translationOf<typeof enReviews>()({
  reviews: {
    stars_one: '{{count}} तारा',
    stars_other: '{{count}} तारा',
    ratingLabel_one: '{{count}} समीक्षाबाट ५ मा {{average}} मूल्याङ्कन',
    ratingLabel_other: '{{count}} समीक्षाबाट ५ मा {{average}} मूल्याङ्कन',
    testimonialsTitle: 'परिवारहरू के भन्छन्',
    sectionTitle: 'परिवारका समीक्षा',
    none: 'अहिलेसम्म कुनै समीक्षा छैन।',
    familyOf: '{{name}}, {{area}} · कक्षा {{class}}',
    reply: 'शिक्षकको जवाफ',
    previous: 'नयाँ समीक्षा',
    next: 'पुराना समीक्षा',
    testimonialByFamily: '{{name}}, {{area}} — {{teacher}} बारे',
  },
});
