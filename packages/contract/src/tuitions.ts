// Tuition posts (offers) by teachers (spec sections 3, 5 and 7).
import { z } from 'zod';
import { DEFAULTS, FOR_CLASSES, PRICE_TYPES, STATUSES } from './enums.js';
import { LIMITS } from './limits.js';
import { MSG } from './messages.js';
import { SubjectsSchema, SubjectsTextSchema, enumField, requiredText } from './fields.js';
import { TotalSchema } from './lists.js';

/** A JSON number, or the text of one from a form field; blank means missing. */
export const PriceSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : Number(text);
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? MSG.priceRequired : MSG.pricePositive) })
    .positive(MSG.pricePositive)
    .max(LIMITS.priceMax, MSG.priceMax),
);

const tuitionFields = {
  name: requiredText(MSG.tuitionNameRequired, { length: LIMITS.tuitionName, message: MSG.tuitionNameMax }),
  forClass: enumField(FOR_CLASSES, { required: MSG.forClassRequired, invalid: MSG.forClassInvalid }),
  price: PriceSchema,
  priceType: enumField(PRICE_TYPES, { required: MSG.priceTypeRequired, invalid: MSG.priceTypeInvalid }).default(
    DEFAULTS.priceType,
  ),
  teacherDetails: z
    .preprocess(
      (value) => (value === null ? undefined : value),
      z.string().trim().max(LIMITS.teacherDetails, MSG.teacherDetailsMax).optional(),
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
  teacherId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TuitionRecord = z.infer<typeof TuitionRecordSchema>;

export const TeacherPostsResponseSchema = z.object({
  message: z.string(),
  posts: z.array(TuitionRecordSchema),
  total: TotalSchema,
});
export type TeacherPostsResponse = z.infer<typeof TeacherPostsResponseSchema>;

export const TuitionResponseSchema = z.object({ message: z.string(), post: TuitionRecordSchema });
export type TuitionResponse = z.infer<typeof TuitionResponseSchema>;

/** The admin's list names the teacher of each post. */
export const AdminTuitionRecordSchema = TuitionRecordSchema.extend({ teacherName: z.string() });
export type AdminTuitionRecord = z.infer<typeof AdminTuitionRecordSchema>;

export const AdminTuitionListResponseSchema = z.object({
  message: z.string(),
  tuitionList: z.array(AdminTuitionRecordSchema),
  total: TotalSchema,
});
export type AdminTuitionListResponse = z.infer<typeof AdminTuitionListResponseSchema>;
