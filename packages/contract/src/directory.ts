// The public tutor directory (issue 9, requirements DEC-11, DEC-12): listed offers with their
// teacher's public profile, the facets and typical fees, and tracking a request by its code.
import { z } from 'zod';
import { CLASSES, DEGREES, FOR_CLASSES, PRICE_TYPES, TEACHER_LEVELS } from './enums.js';
import { LIMITS } from './limits.js';
import { MSG } from './messages.js';
import { SaidShape } from './message-format.js';
import { CountSchema, listResponse } from './lists.js';
import { MobileSchema, enumField } from './fields.js';
import { TrackAdvanceSchema } from './books.js';
import { RequestMatchSchema } from './matches.js';
import { TuitionSummarySchema } from './tuitions.js';
import { REQUEST_CODE_PATTERN, normalizeRequestCode } from './request-codes.js';
import { text } from './text.js';
import { TeacherPhotoSchema } from './teacher-photos.js';
import { RatingSchema } from './reviews.js';
import { asciiDigitsOf } from './digits.js';
import {
  GENDERS,
  TEACHING_LANGUAGES,
  TEACHING_MODES,
  TEACHING_TIMES,
  VERIFICATION_CHECKS,
  VerificationChecksSchema,
} from './teacher-profile.js';
import { DIRECTORY_PAGE_LIMIT, DIRECTORY_SORTS } from './directory-classes.js';

// Zod-free, so the directory pages load without Zod (issue 12).
export {
  DIRECTORY_PAGE_LIMIT,
  DIRECTORY_SORTS,
  type DirectorySort,
  forClassOf,
  teacherLevelsFor,
} from './directory-classes.js';

/** Query values from a URL: an empty `?city=` means no filter. */
const blankIsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsMissing, schema.optional());

const PriceFilterSchema = z.preprocess(
  asciiDigitsOf,
  z.coerce
    .number({ error: MSG.priceFilterInvalid })
    .min(0, MSG.priceFilterInvalid)
    .max(LIMITS.priceMax, MSG.priceFilterInvalid),
);

export const DirectoryQuerySchema = z
  .object({
    subject: optional(text({ max: { length: LIMITS.subjectItem, message: MSG.subjectItemMax } })),
    class: optional(
      z.preprocess(asciiDigitsOf, enumField(CLASSES, { required: MSG.classInvalid, invalid: MSG.classInvalid })),
    ),
    city: optional(text({ max: { length: LIMITS.city, message: MSG.cityMax } })),
    area: optional(text({ max: { length: LIMITS.area, message: MSG.areaMax } })),
    priceMin: optional(PriceFilterSchema),
    priceMax: optional(PriceFilterSchema),
    priceType: optional(enumField(PRICE_TYPES, { required: MSG.priceTypeInvalid, invalid: MSG.priceTypeInvalid })),
    verified: optional(z.enum(['true', 'false'], { error: MSG.verifiedFilterInvalid }).transform((v) => v === 'true')),
    /** Offers whose teacher's average rating is at least this (issue 27). */
    minRating: optional(
      z.coerce
        .number({ error: MSG.minRatingInvalid })
        .int(MSG.minRatingInvalid)
        .min(1, MSG.minRatingInvalid)
        .max(5, MSG.minRatingInvalid),
    ),
    // Issue 27: the teacher's gender, whether they teach at home or online, and when.
    // The form offers female, male and other; `unspecified` finds the tutors who did not say.
    gender: optional(z.enum(GENDERS, { error: MSG.genderInvalid })),
    mode: optional(z.enum(TEACHING_MODES, { error: MSG.modesInvalid })),
    time: optional(z.enum(TEACHING_TIMES, { error: MSG.timesInvalid })),
    sort: optional(enumField(DIRECTORY_SORTS, { required: MSG.sortInvalid, invalid: MSG.sortInvalid })),
    page: optional(z.coerce.number({ error: MSG.pageInvalid }).int(MSG.pageInvalid).min(1, MSG.pageInvalid)),
    limit: optional(
      z.coerce
        .number({ error: MSG.directoryLimitInvalid })
        .int(MSG.directoryLimitInvalid)
        .min(1, MSG.directoryLimitInvalid)
        .max(DIRECTORY_PAGE_LIMIT.max, MSG.directoryLimitInvalid),
    ),
  })
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, {
    message: MSG.priceRangeInvalid,
    path: ['priceMax'],
  });
export type DirectoryQueryInput = z.input<typeof DirectoryQuerySchema>;
export type DirectoryQuery = z.output<typeof DirectoryQuerySchema>;

/** A teacher as the public sees them: never a phone number, an e-mail or a full last name. */
export const PublicTeacherSchema = z.object({
  _id: z.string(),
  /** First name and last initial: "Ram T." */
  displayName: z.string(),
  degree: z.enum(DEGREES),
  level: z.enum(TEACHER_LEVELS),
  city: z.string(),
  area: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  memberSince: z.string(),
  /** Square WebP copies (issue 27); null: the page draws the initials. */
  photo: TeacherPhotoSchema.nullable(),
  // The public profile (issue 27); the gender is only a filter and is not sent.
  bio: z.string().nullable(),
  experienceYears: z.number().int().nullable(),
  institution: z.string().nullable(),
  languages: z.array(z.enum(TEACHING_LANGUAGES)),
  modes: z.array(z.enum(TEACHING_MODES)),
  times: z.array(z.enum(TEACHING_TIMES)),
  /** What an admin checked when verifying (the badge names them with the month of verifiedAt). */
  verificationChecks: z.array(z.enum(VERIFICATION_CHECKS)),
});
export type PublicTeacher = z.infer<typeof PublicTeacherSchema>;

export const PublicTuitionSchema = TuitionSummarySchema.extend({
  teacherDetails: z.string().nullable(),
  createdAt: z.string(),
  teacher: PublicTeacherSchema,
  /** The teacher's published reviews (issue 27); absent until the first. */
  rating: RatingSchema.optional(),
});
export type PublicTuition = z.infer<typeof PublicTuitionSchema>;

/**
 * `total` is exact up to the page's offset plus 1,000 matches; past that it is that lower bound and
 * `totalIsLowerBound` is true (the page shows "1,000+ tutors" and previous/next without a last page).
 */
export const DirectoryListResponseSchema = listResponse('tuitions', PublicTuitionSchema, CountSchema).extend({
  totalIsLowerBound: z.boolean(),
});
export type DirectoryListResponse = z.infer<typeof DirectoryListResponseSchema>;

export const PublicTuitionResponseSchema = z.object({ ...SaidShape, tuition: PublicTuitionSchema });
export type PublicTuitionResponse = z.infer<typeof PublicTuitionResponseSchema>;

const FacetCountSchema = z.object({ value: z.string(), count: z.number().int().nonnegative() });

/** The median monthly fee of listed monthly offers for a class band, overall (city null) or in a city. */
export const TypicalFeeSchema = z.object({
  forClass: z.enum(FOR_CLASSES),
  city: z.string().nullable(),
  medianMonthly: z.number(),
  offers: z.number().int().positive(),
});
export type TypicalFee = z.infer<typeof TypicalFeeSchema>;

export const DirectoryFacetsResponseSchema = z.object({
  ...SaidShape,
  cities: z.array(FacetCountSchema),
  areas: z.array(FacetCountSchema.extend({ city: z.string() })),
  /** `value` is a subject key (packages/contract/src/subjects.ts). */
  subjects: z.array(FacetCountSchema),
  typicalFees: z.array(TypicalFeeSchema),
  /**
   * Subject keys with at least PLACE_PAGE_MIN_OFFERS listed offers in a city: the city-and-subject
   * pages that exist (/tutors/in/:city/:subject). Added after the first clients, which ignore it.
   */
  citySubjects: z.array(FacetCountSchema.extend({ city: z.string() })),
});
export type DirectoryFacetsResponse = z.infer<typeof DirectoryFacetsResponseSchema>;

/** Admins verify a teacher after checking documents, and can undo it. */
export const TeacherVerifyBodySchema = z.object({
  verified: z.boolean({ error: MSG.verifiedInvalid }),
  /** What was checked (issue 27); a client that sends only `verified` records none. */
  checks: VerificationChecksSchema.optional(),
});
export type TeacherVerifyBody = z.infer<typeof TeacherVerifyBodySchema>;

export const TeacherVerifyResponseSchema = z.object({
  ...SaidShape,
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  checks: z.array(z.enum(VERIFICATION_CHECKS)),
});
export type TeacherVerifyResponse = z.infer<typeof TeacherVerifyResponseSchema>;

// ---- Following a request by its code ------------------------------------------------------------

export const RequestCodeSchema = text({ required: MSG.requestCodeInvalid, digits: true })
  .transform(normalizeRequestCode)
  .pipe(z.string().regex(REQUEST_CODE_PATTERN, MSG.requestCodeInvalid));

export const RequestStatusBodySchema = z.object({ requestCode: RequestCodeSchema, mobile: MobileSchema });
export type RequestStatusBodyInput = z.input<typeof RequestStatusBodySchema>;
export type RequestStatusBody = z.output<typeof RequestStatusBodySchema>;

/**
 * A request's progress in plain words: received (waiting for a tutor), tutorFound (an admin
 * completed it; with matches, a teacher accepted), closed (ended without a tutor).
 */
export const REQUEST_STAGES = ['received', 'tutorFound', 'closed'] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];

export const RequestStatusResponseSchema = z.object({
  ...SaidShape,
  status: z.enum(REQUEST_STAGES),
  submittedAt: z.string(),
  /** The directory offer the family chose, while it is still listed. */
  tuition: PublicTuitionSchema.optional(),
  /** The tutor, once a teacher accepted a match for this request (issue 10). */
  match: RequestMatchSchema.optional(),
  /** The family's advance and its refund, when the started match asked for one (issue 29). */
  advance: TrackAdvanceSchema.optional(),
});
export type RequestStatusResponse = z.infer<typeof RequestStatusResponseSchema>;
