// One family's review (issue 27): stars, who and when, the comment and the tutor's reply. Every
// text is rendered as text (React escapes it; no markup is ever made from what someone typed).
import type { PublicReview } from '@gharguru/contract';
import type { ReactNode } from 'react';
import { formatDate } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { Stars } from './rating-stars';

export function ReviewItem({ review, children }: { review: PublicReview; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars filled={review.rating} />
        <span className="sr-only">{t('reviews.stars', { count: review.rating })}</span>
        <span className="text-sm text-slate-700">
          {t('reviews.familyOf', { name: review.familyName, area: review.area, class: review.class })}
        </span>
        <span className="text-sm text-slate-600">{formatDate(i18n.language, review.createdAt)}</span>
      </p>
      {review.comment && <p className="mt-2 whitespace-pre-line break-words text-slate-800">{review.comment}</p>}
      {review.reply && (
        <div className="mt-3 border-l-4 border-teal-200 pl-3">
          <p className="text-sm font-medium text-slate-900">{t('reviews.reply')}</p>
          <p className="whitespace-pre-line break-words text-sm text-slate-800">{review.reply}</p>
        </div>
      )}
      {children}
    </li>
  );
}
