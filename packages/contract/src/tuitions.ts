// Tuition posts (offers) by teachers (requirements §3, §5, §7).
import { z } from 'zod';
import { DEFAULTS, FOR_CLASSES, PRICE_TYPES, STATUSES } from './enums.js';
import { asciiDigits } from './digits.js';
import { LIMITS } from './limits.js';
import { MSG } from './messages.js';
import { SubjectsSchema, SubjectsTextSchema, TuitionNameSchema, enumField, optionalMultiLineText } from './fields.js';
import { searchableListResponse } from './lists.js';
import { SaidShape } from './message-format.js';

/**
 * Money is stored with two decimals (rupees and paisa): a third would be silently rounded away, so
 * it is refused. `toFixed(2)` gives back the very same number exactly when it had at most two.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number(value.toFixed(2)) === value;
}

/** A JSON number, or the text of one from a form field; blank means missing. */
export const PriceSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = asciiDigits(value).trim();
    return text === '' ? undefined : Number(text);
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? MSG.priceRequired : MSG.pricePositive) })
    .positive(MSG.pricePositive)
    .max(LIMITS.priceMax, MSG.priceMax)
    .refine(hasAtMostTwoDecimals, MSG.priceDecimals),
);

const tuitionFields = {
  name: TuitionNameSchema,
  forClass: enumField(FOR_CLASSES, { required: MSG.classRequired, invalid: MSG.forClassInvalid }),
  price: PriceSchema,
  priceType: enumField(PRICE_TYPES, { required: MSG.priceTypeRequired, invalid: MSG.priceTypeInvalid }).default(
    DEFAULTS.priceType,
  ),
  teacherDetails: z
    .preprocess(
      (value) => (value === null ? undefined : value),
      optionalMultiLineText({ length: LIMITS.teacherDetails, message: MSG.teacherDetailsMax }),
    )
    .optional(),
};

/** The API body for add and edit; other fields of a whole post (status, _id...) are dropped. */
export const TuitionSchema = z.object({ ...tuitionFields, subjects: SubjectsSchema });
export type TuitionInput = z.input<typeof TuitionSchema>;
export type Tuition = z.output<typeof TuitionSchema>;

/** The add and edit forms: subjects as comma-separated text. */
export const TuitionFormSchema = z.object({ ...tuitionFields, subjects: SubjectsTextSchema });
export type TuitionFormInput = z.input<typeof TuitionFormSchema>;

export const TuitionRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  subjects: z.array(z.string()),
  forClass: z.enum(FOR_CLASSES),
  price: z.number(),
  priceType: z.enum(PRICE_TYPES),
  teacherDetails: z.string().nullable(),
  status: z.enum(STATUSES),
  /** Shown in the public directory: an admin approved it (status Completed, requirements DEC-11). */
  listed: z.boolean(),
  teacherId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TuitionRecord = z.infer<typeof TuitionRecordSchema>;

/** What the directory and the matching desk show of an offer: its name, subjects, class band and fee. */
export const TuitionSummarySchema = TuitionRecordSchema.pick({
  _id: true,
  name: true,
  subjects: true,
  forClass: true,
  price: true,
  priceType: true,
});

export const TeacherPostsResponseSchema = searchableListResponse('posts', TuitionRecordSchema);
export type TeacherPostsResponse = z.infer<typeof TeacherPostsResponseSchema>;

export const TuitionResponseSchema = z.object({ ...SaidShape, post: TuitionRecordSchema });
export type TuitionResponse = z.infer<typeof TuitionResponseSchema>;

/** The admin's list names the teacher of each post. */
export const AdminTuitionRecordSchema = TuitionRecordSchema.extend({ teacherName: z.string() });
export type AdminTuitionRecord = z.infer<typeof AdminTuitionRecordSchema>;

export const AdminTuitionListResponseSchema = searchableListResponse('tuitionList', AdminTuitionRecordSchema);
export type AdminTuitionListResponse = z.infer<typeof AdminTuitionListResponseSchema>;
