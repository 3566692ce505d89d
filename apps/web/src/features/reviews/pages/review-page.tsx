// /review/:token (issue 27): the SMS's single-use link. It names the tutor, asks for 1 to 5 stars
// (a native radio group) and an optional comment, then thanks the family; a used, expired or unknown
// link says so. 360 px first; no Zod on the page (the server checks the comment, decision 044).
import type { ReviewInviteResponse } from '@gharguru/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SubmitButton, TextAreaField } from '../../../components/form/field';
import { FormPage } from '../../../components/form-page';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { type ServerText, registerNepaliPageTexts, registerPageTexts, useTranslation } from '../../../lib/i18n';
import { enReviews } from '../../../lib/i18n/en-reviews';
import { enReviewsMore } from '../../../lib/i18n/en-reviews-more';
import { neReviews } from '../../../lib/i18n/ne-reviews';
import { neReviewsMore } from '../../../lib/i18n/ne-reviews-more';
import { formatNumber } from '../../../lib/i18n/numbers';
import { paths } from '../../../lib/paths';
import { Link, useParams } from '../../../lib/router';
import { getReviewInvite, sendReview } from '../api/review-link';

registerPageTexts(enReviews);
registerPageTexts(enReviewsMore);
registerNepaliPageTexts(neReviews);
registerNepaliPageTexts(neReviewsMore);

type Stage =
  | { kind: 'loading' }
  | { kind: 'ready'; invite: ReviewInviteResponse }
  | { kind: 'done' }
  | { kind: 'invalid' }
  | { kind: 'error'; error: unknown };

const RATINGS = [1, 2, 3, 4, 5] as const;
const COMMENT_MAX = 600;

function isGone(error: unknown) {
  return error instanceof ApiError && error.status === 404;
}

export default function ReviewPage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: ServerText; comment?: ServerText }>({});
  const [sending, setSending] = useState(false);
  const outcome = useRef<HTMLHeadingElement>(null);
  const firstStar = useRef<HTMLInputElement>(null);
  const commentBox = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    let live = true;
    getReviewInvite(token).then(
      (invite) => live && setStage({ kind: 'ready', invite }),
      (error: unknown) => live && setStage(isGone(error) ? { kind: 'invalid' } : { kind: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  // The outcome's heading takes the focus, so a screen reader hears what happened.
  useEffect(() => {
    if (stage.kind === 'done' || stage.kind === 'invalid') outcome.current?.focus();
  }, [stage.kind]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (rating === 0) {
      setErrors({ rating: t('reviewsMore.ratingRequired') });
      firstStar.current?.focus();
      return;
    }
    setSending(true);
    try {
      await sendReview({ token, body: { rating, ...(comment.trim() ? { comment } : {}) } });
      setStage({ kind: 'done' });
    } catch (error) {
      if (isGone(error)) setStage({ kind: 'invalid' });
      else if (error instanceof ApiError && error.fieldErrors.comment) {
        setErrors({ comment: { message: error.fieldErrors.comment, code: error.fieldCodes.comment } });
        commentBox.current?.focus();
      } else setStage({ kind: 'error', error });
    } finally {
      setSending(false);
    }
  }

  const ratingErrorId = 'review-rating-error';
  return (
    <FormPage
      size="sm"
      documentTitle={t('reviewsMore.metaTitle')}
      title={t('reviewsMore.title')}
      intro={t('reviewsMore.intro')}
    >
      {stage.kind === 'loading' && <Spinner />}
      {stage.kind === 'error' && <LoadError error={stage.error} />}
      {(stage.kind === 'done' || stage.kind === 'invalid') && (
        <div role="status">
          <h2 ref={outcome} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
            {stage.kind === 'done' ? t('reviewsMore.thanksTitle') : t('reviewsMore.invalidTitle')}
          </h2>
          <p className="mt-2 text-slate-800">
            {stage.kind === 'done' ? t('reviewsMore.thanksText') : t('reviewsMore.invalidText')}
          </p>
          <Link to={paths.tutors} className="mt-4 inline-block font-medium text-teal-800 underline">
            {t('reviewsMore.browseTutors')}
          </Link>
        </div>
      )}
      {stage.kind === 'ready' && (
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <div>
            <p className="text-lg font-semibold text-slate-900">
              {t('reviewsMore.tutor', { name: stage.invite.teacherDisplayName })}
            </p>
            <p className="text-sm text-slate-700">
              {t('reviewsMore.subjects', { subjects: stage.invite.subjects.join(', ') })}
            </p>
          </div>
          <fieldset aria-describedby={errors.rating ? ratingErrorId : undefined}>
            <legend className="text-sm font-medium text-slate-800">{t('reviewsMore.ratingQuestion')}</legend>
            <div className="mt-2 flex gap-1">
              {RATINGS.map((value) => (
                <label key={value} className="relative cursor-pointer">
                  <input
                    ref={value === 1 ? firstStar : undefined}
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => {
                      setRating(value);
                      setErrors((current) => ({ ...current, rating: undefined }));
                    }}
                    aria-invalid={Boolean(errors.rating)}
                    className="peer sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={`flex size-12 items-center justify-center rounded-lg text-3xl peer-focus-visible:ring-2 peer-focus-visible:ring-teal-700 ${
                      value <= rating ? 'text-amber-500' : 'text-slate-300'
                    }`}
                  >
                    ★
                  </span>
                  <span className="sr-only">{t('reviews.stars', { count: value })}</span>
                </label>
              ))}
            </div>
            {rating > 0 && (
              <p className="mt-1 text-sm text-slate-700" aria-hidden="true">
                {t('reviews.stars', { count: rating })}
              </p>
            )}
            {errors.rating && (
              <p id={ratingErrorId} className="mt-1 text-sm text-red-700">
                {typeof errors.rating === 'string' ? errors.rating : errors.rating.message}
              </p>
            )}
          </fieldset>
          <TextAreaField
            ref={commentBox}
            label={t('reviewsMore.comment')}
            hint={`${t('reviewsMore.commentHint')} ${formatNumber(i18n.language, comment.length)}/${formatNumber(i18n.language, COMMENT_MAX)}`}
            error={errors.comment}
            value={comment}
            maxLength={COMMENT_MAX}
            onChange={(event) => {
              setComment(event.target.value);
              setErrors((current) => ({ ...current, comment: undefined }));
            }}
          />
          <SubmitButton submitting={sending}>{t('reviewsMore.submit')}</SubmitButton>
        </form>
      )}
    </FormPage>
  );
}
