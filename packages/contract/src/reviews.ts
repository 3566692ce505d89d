// Reviews bound to real tuition (issue 27): a family reviews its tutor through a single-use link
// sent after a started match; reviews publish at once, an admin may hide one with a reason, the
// teacher may answer once. What the public reads never carries a mobile number, an e-mail or a
// family's full surname.
import { z } from 'zod';
import { isPlainName } from './field-rules.js';
import { enumField } from './fields.js';
import { CountSchema, listResponse } from './lists.js';
import { SaidShape } from './message-format.js';
import { MSG } from './messages.js';
import { text } from './text.js';
import { REVIEW_COMMENT_MAX, REVIEW_HIDE_REASON_MAX, REVIEW_REPLY_MAX } from './review-limits.js';

export * from './review-limits.js';

export const REVIEW_STATES = ['published', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

const blankIsMissing = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Text other people read: any language, several lines, no phone number, e-mail address or link. */
function publicText(max: number, maxMessage: string, required?: string) {
  return text({
    required,
    max: { length: max, message: maxMessage },
    characters: 'multi-line',
    format: { valid: isPlainName, message: MSG.reviewHasContactDetails },
  });
}

/** Any string: a malformed token is answered as an unknown one (404), never as a 400 that tells them apart. */
export const ReviewTokenParamsSchema = z.object({ token: z.string() });

export const ReviewBodySchema = z.object({
  rating: z.coerce
    .number({ error: MSG.reviewRatingInvalid })
    .int(MSG.reviewRatingInvalid)
    .min(1, MSG.reviewRatingInvalid)
    .max(5, MSG.reviewRatingInvalid),
  comment: z.preprocess(blankIsMissing, publicText(REVIEW_COMMENT_MAX, MSG.reviewCommentMax).optional()),
});
export type ReviewBody = z.output<typeof ReviewBodySchema>;
export type ReviewBodyInput = z.input<typeof ReviewBodySchema>;

/** GET /api/public/reviews/{token}: whom the family reviews. */
export const ReviewInviteResponseSchema = z.object({
  ...SaidShape,
  teacherDisplayName: z.string(),
  subjects: z.array(z.string()),
});
export type ReviewInviteResponse = z.infer<typeof ReviewInviteResponseSchema>;

export const ReviewCreatedResponseSchema = z.object({ ...SaidShape });

/** A teacher's rating: the average of published reviews to one decimal, and how many there are. */
export const RatingSchema = z.object({ average: z.number(), count: z.number().int().positive() });
export type Rating = z.infer<typeof RatingSchema>;

/** A review as the public reads it: the family as "Sita S.", their area and class. */
export const PublicReviewSchema = z.object({
  _id: z.string(),
  familyName: z.string(),
  area: z.string(),
  class: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

const PageSchema = z.preprocess(
  blankIsMissing,
  z.coerce.number({ error: MSG.pageInvalid }).int(MSG.pageInvalid).min(1, MSG.pageInvalid).optional(),
);

export const ReviewPageQuerySchema = z.object({ page: PageSchema });
export type ReviewPageQuery = z.output<typeof ReviewPageQuerySchema>;

export const TeacherIdParamsSchema = z.object({ teacherId: z.uuid({ error: MSG.idInvalid }) });

export const PublicTeacherReviewsResponseSchema = listResponse('reviews', PublicReviewSchema, CountSchema).extend({
  rating: RatingSchema.optional(),
});
export type PublicTeacherReviewsResponse = z.infer<typeof PublicTeacherReviewsResponseSchema>;

/** /home's testimonials: published reviews with 4 or 5 stars and a comment, newest first. */
export const TestimonialSchema = PublicReviewSchema.pick({
  _id: true,
  familyName: true,
  area: true,
  rating: true,
  comment: true,
  createdAt: true,
}).extend({ comment: z.string(), teacherDisplayName: z.string() });
export type Testimonial = z.infer<typeof TestimonialSchema>;
export const TestimonialsResponseSchema = z.object({ ...SaidShape, testimonials: z.array(TestimonialSchema) });
export type TestimonialsResponse = z.infer<typeof TestimonialsResponseSchema>;

// ---- Admins and teachers --------------------------------------------------------------------------

export const AdminReviewsQuerySchema = z.object({
  state: z.preprocess(
    blankIsMissing,
    enumField(REVIEW_STATES, { required: MSG.reviewStateInvalid, invalid: MSG.reviewStateInvalid }).optional(),
  ),
  page: PageSchema,
});
export type AdminReviewsQuery = z.output<typeof AdminReviewsQuerySchema>;

export const AdminReviewUpdateBodySchema = z
  .object({
    state: enumField(REVIEW_STATES, { required: MSG.reviewStateInvalid, invalid: MSG.reviewStateInvalid }),
    reason: z.preprocess(
      blankIsMissing,
      text({
        max: { length: REVIEW_HIDE_REASON_MAX, message: MSG.reviewHideReasonMax },
        characters: 'multi-line',
      }).optional(),
    ),
  })
  .refine((body) => body.state !== 'hidden' || body.reason !== undefined, {
    message: MSG.reviewHideReasonRequired,
    path: ['reason'],
  });
export type AdminReviewUpdateBody = z.output<typeof AdminReviewUpdateBodySchema>;

/** A review as an admin sees it: the public fields, its state and why it was hidden, and the teacher. */
export const AdminReviewSchema = PublicReviewSchema.extend({
  state: z.enum(REVIEW_STATES),
  hiddenReason: z.string().nullable(),
  teacher: z.object({ _id: z.string(), displayName: z.string() }),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewsResponseSchema = listResponse('reviews', AdminReviewSchema, CountSchema);
export type AdminReviewsResponse = z.infer<typeof AdminReviewsResponseSchema>;
export const AdminReviewResponseSchema = z.object({ ...SaidShape, review: AdminReviewSchema });

export const TeacherReviewReplyBodySchema = z.object({
  reply: publicText(REVIEW_REPLY_MAX, MSG.reviewReplyMax, MSG.reviewReplyRequired),
});
export type TeacherReviewReplyBody = z.output<typeof TeacherReviewReplyBodySchema>;

/** The teacher's own reviews (published ones; a hidden one is the admin's and the family's matter). */
export const TeacherReviewsResponseSchema = listResponse('reviews', PublicReviewSchema, CountSchema).extend({
  rating: RatingSchema.optional(),
});
export type TeacherReviewsResponse = z.infer<typeof TeacherReviewsResponseSchema>;
export const TeacherReviewResponseSchema = z.object({ ...SaidShape, review: PublicReviewSchema });
