// /teacher-reviews (issue 27): the teacher's published reviews and rating; each review may be
// answered once, publicly (the answer shows under the review on the tutor's page).
import type { PublicReview } from '@gharguru/contract';
import { type FormEvent, useRef, useState } from 'react';
import { AppPage } from '../../../components/app-page';
import { TextAreaField } from '../../../components/form/field';
import { LoadError } from '../../../components/load-error';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { RatingStars } from '../../../components/rating-stars';
import { ReviewItem } from '../../../components/review-item';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { type ServerText, registerNepaliPageTexts, registerPageTexts, useTranslation } from '../../../lib/i18n';
import { enReviewsMore } from '../../../lib/i18n/en-reviews-more';
import { neReviewsMore } from '../../../lib/i18n/ne-reviews-more';
import { useMyReviews, useReplyToReview } from '../api/staff-reviews';
import { ReviewPager } from '../components/review-pager';

registerPageTexts(enReviewsMore);
registerNepaliPageTexts(neReviewsMore);

function Reply({ review }: { review: PublicReview }) {
  const { t } = useTranslation();
  const replyTo = useReplyToReview();
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<ServerText>();
  const opener = useRef<HTMLButtonElement>(null);

  if (review.reply) return null;

  async function send(event: FormEvent) {
    event.preventDefault();
    await notifyOutcome(() => replyTo.mutateAsync({ id: review._id, reply }), {
      refusal: (refused) => {
        if (refused instanceof ApiError && refused.fieldErrors.reply) {
          setError({ message: refused.fieldErrors.reply, code: refused.fieldCodes.reply });
        }
        return undefined;
      },
      afterwards: () => setOpen(false),
    });
  }

  return open ? (
    <form noValidate onSubmit={send} className="mt-3 grid gap-2">
      <TextAreaField
        autoFocus
        rows={3}
        maxLength={600}
        label={t('reviewsMore.teacher.answerLabel')}
        value={reply}
        error={error}
        onChange={(event) => {
          setReply(event.target.value);
          setError(undefined);
        }}
      />
      <button type="submit" className="btn-primary self-start" disabled={replyTo.isPending}>
        {t('reviewsMore.teacher.send')}
      </button>
    </form>
  ) : (
    <button ref={opener} type="button" className="btn-secondary mt-3" onClick={() => setOpen(true)}>
      {t('reviewsMore.teacher.answer')}
    </button>
  );
}

export default function TeacherReviewsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reviews = useMyReviews(page);

  return (
    <AppPage
      size="narrow"
      documentTitle={t('reviewsMore.teacher.metaTitle')}
      title={t('reviewsMore.teacher.title')}
      intro={t('reviewsMore.teacher.intro')}
    >
      {reviews.isLoading && <Spinner />}
      {reviews.error && <LoadError error={reviews.error} />}
      {reviews.data?.rating && <RatingStars rating={reviews.data.rating} className="mb-4" />}
      {reviews.data && reviews.data.reviews.length === 0 && (
        <p className="text-slate-700">{t('reviewsMore.teacher.empty')}</p>
      )}
      {reviews.data && reviews.data.reviews.length > 0 && (
        <ul className="grid gap-3">
          {reviews.data.reviews.map((review) => (
            <ReviewItem key={review._id} review={review}>
              <Reply review={review} />
            </ReviewItem>
          ))}
        </ul>
      )}
      <ReviewPager page={page} total={reviews.data?.total ?? 0} onPage={setPage} />
    </AppPage>
  );
}
