// A teacher's rating as five stars, the average and the number of reviews (issue 27). The stars are
// drawn with text (no icon, no inline style: nothing more for the page to fetch or the CSP to allow)
// and hidden from screen readers, which read the one sentence "Rated 4.5 out of 5 from 12 reviews".
import type { Rating } from '@gharguru/contract';
import { registerNepaliPageTexts, registerPageTexts, useTranslation } from '../lib/i18n';
import { enReviews } from '../lib/i18n/en-reviews';
import { neReviews } from '../lib/i18n/ne-reviews';
import { formatNumber } from '../lib/i18n/numbers';

// The reviews' texts in both languages travel with the pages that show reviews, not with every page.
registerPageTexts(enReviews);
registerNepaliPageTexts(neReviews);

/** Five stars, `filled` of them coloured. */
export function Stars({ filled, className = 'text-base' }: { filled: number; className?: string }) {
  return (
    <span aria-hidden="true" className={`tracking-tight ${className}`}>
      <span className="text-amber-500">{'★'.repeat(filled)}</span>
      <span className="text-slate-300">{'★'.repeat(5 - filled)}</span>
    </span>
  );
}

export function RatingStars({ rating, className = '' }: { rating: Rating; className?: string }) {
  const { t, i18n } = useTranslation();
  const average = formatNumber(i18n.language, rating.average);
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm text-slate-700 ${className}`}>
      <Stars filled={Math.round(rating.average)} />
      <span aria-hidden="true">
        <span className="font-semibold text-slate-900">{average}</span> ({formatNumber(i18n.language, rating.count)})
      </span>
      <span className="sr-only">{t('reviews.ratingLabel', { count: rating.count, average })}</span>
    </span>
  );
}
