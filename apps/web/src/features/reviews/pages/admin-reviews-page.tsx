// /admin-reviews (issue 27): every review by state, newest first. Reviews publish at once; an admin
// hides one with a reason (it leaves every public page within moments) or publishes it again.
import { type AdminReview, REVIEW_STATES, type ReviewState } from '@gharguru/contract';
import { type FormEvent, useRef, useState } from 'react';
import { AppPage } from '../../../components/app-page';
import { FilteredListHeading } from '../../../components/filtered-list-heading';
import { TextAreaField } from '../../../components/form/field';
import { LoadError } from '../../../components/load-error';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { ReviewItem } from '../../../components/review-item';
import { Spinner } from '../../../components/spinner';
import { registerNepaliPageTexts, registerPageTexts, useTranslation } from '../../../lib/i18n';
import { enReviewsMore } from '../../../lib/i18n/en-reviews-more';
import { neReviewsMore } from '../../../lib/i18n/ne-reviews-more';
import { useAdminReviews, useUpdateReview } from '../api/staff-reviews';
import { ReviewPager } from '../components/review-pager';

registerPageTexts(enReviewsMore);
registerNepaliPageTexts(neReviewsMore);

function Moderation({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateReview();
  const [hiding, setHiding] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const run = (body: { state: ReviewState; reason?: string }) =>
    notifyOutcome(() => update.mutateAsync({ id: review._id, body }), {
      afterwards: () => {
        setHiding(false);
        setReason('');
        onDone();
      },
    });

  function hide(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('reviewsMore.admin.reason'));
      return;
    }
    void run({ state: 'hidden', reason });
  }

  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3">
      <p className="text-sm text-slate-700">
        {t('reviewsMore.admin.teacher', { name: review.teacher.displayName })} ·{' '}
        <span className="font-medium">{t(`reviewsMore.admin.states.${review.state}`)}</span>
      </p>
      {review.state === 'hidden' && review.hiddenReason && (
        <p className="text-sm text-red-800">{t('reviewsMore.admin.hiddenBecause', { reason: review.hiddenReason })}</p>
      )}
      {review.state === 'hidden' ? (
        <button
          type="button"
          className="btn-secondary self-start"
          disabled={update.isPending}
          onClick={() => void run({ state: 'published' })}
        >
          {t('reviewsMore.admin.republish')}
        </button>
      ) : hiding ? (
        <form noValidate onSubmit={hide} className="grid gap-2">
          <TextAreaField
            autoFocus
            rows={2}
            label={t('reviewsMore.admin.reason')}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
          <div className="flex gap-2">
            <button type="submit" className="btn-primary" disabled={update.isPending}>
              {t('reviewsMore.admin.confirmHide')}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setHiding(false)}>
              {t('reviewsMore.admin.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="btn-secondary self-start" onClick={() => setHiding(true)}>
          {t('reviewsMore.admin.hide')}
        </button>
      )}
    </div>
  );
}

export default function AdminReviewsPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<ReviewState | undefined>();
  const [page, setPage] = useState(1);
  const reviews = useAdminReviews({ state, page });
  const heading = useRef<HTMLDivElement>(null);

  return (
    <AppPage
      documentTitle={t('reviewsMore.admin.metaTitle')}
      title={t('reviewsMore.admin.title')}
      intro={t('reviewsMore.admin.intro')}
    >
      <section aria-labelledby="reviews-title">
        <div ref={heading} tabIndex={-1} className="focus:outline-none">
          <FilteredListHeading
            titleId="reviews-title"
            title={t('reviewsMore.admin.title')}
            total={reviews.data?.total}
            filter={{
              label: t('reviewsMore.admin.filter'),
              allLabel: t('reviewsMore.admin.states.all'),
              states: REVIEW_STATES,
              stateLabel: (value) => t(`reviewsMore.admin.states.${value}`),
              value: state,
              onChange: (value) => {
                setState(value);
                setPage(1);
              },
            }}
          />
        </div>
        {reviews.isLoading && <Spinner />}
        {reviews.error && <LoadError error={reviews.error} />}
        {reviews.data && reviews.data.reviews.length === 0 && (
          <p className="text-slate-700">{t('reviewsMore.admin.empty')}</p>
        )}
        {reviews.data && reviews.data.reviews.length > 0 && (
          <ul className="grid gap-3">
            {reviews.data.reviews.map((review) => (
              <ReviewItem key={review._id} review={review}>
                <Moderation review={review} onDone={() => heading.current?.focus()} />
              </ReviewItem>
            ))}
          </ul>
        )}
        <ReviewPager page={page} total={reviews.data?.total ?? 0} onPage={setPage} />
      </section>
    </AppPage>
  );
}
