// A tutor's reviews on /tutors/:id (issue 27), newest first, ten a page. Fetched after the page has
// painted, so the server-rendered page and its cache stay as they were; the rating's summary and its
// structured data come with the page itself (tutor-page.tsx).
import { type PublicTeacherReviewsResponse, type Rating, REVIEW_PAGE_LIMIT } from '@gharguru/contract';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { RatingStars } from '../../../components/rating-stars';
import { ReviewItem } from '../../../components/review-item';
import { Spinner } from '../../../components/spinner';
import { apiRequestLater } from '../../../lib/api-later';
import { useTranslation } from '../../../lib/i18n';

export function TutorReviews({ teacherId, rating }: { teacherId: string; rating?: Rating }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'ready'; data: PublicTeacherReviewsResponse } | { kind: 'error'; error: unknown }
  >({ kind: 'loading' });

  useEffect(() => {
    if (!rating) return;
    let live = true;
    setState({ kind: 'loading' });
    apiRequestLater<PublicTeacherReviewsResponse>((paths) => paths.publicTeacherReviews(teacherId), {
      query: { page },
    }).then(
      (data) => live && setState({ kind: 'ready', data }),
      (error: unknown) => live && setState({ kind: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [teacherId, page, rating]);

  const pages = state.kind === 'ready' ? Math.ceil(state.data.total / REVIEW_PAGE_LIMIT) : 1;
  return (
    <section aria-labelledby="tutor-reviews" className="mt-6 border-t border-slate-200 pt-4">
      <h2 id="tutor-reviews" className="text-lg font-semibold text-slate-900">
        {t('reviews.sectionTitle')}
      </h2>
      {!rating ? (
        <p className="mt-1 text-slate-700">{t('reviews.none')}</p>
      ) : (
        <>
          <RatingStars rating={rating} className="mt-1" />
          {state.kind === 'loading' && <Spinner />}
          {state.kind === 'error' && <LoadError error={state.error} />}
          {state.kind === 'ready' && (
            <ul className="mt-3 grid gap-3">
              {state.data.reviews.map((review) => (
                <ReviewItem key={review._id} review={review} />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <div className="mt-3 flex gap-3">
              <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('reviews.previous')}
              </button>
              <button
                type="button"
                className="btn-secondary"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('reviews.next')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
