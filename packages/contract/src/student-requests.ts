// Tuition requests that visitors post (spec sections 3, 5 and 7).
import { z } from 'zod';
import { CLASSES, DEFAULTS, STATUSES, TIMINGS } from './enums.js';
import { MSG } from './messages.js';
import {
  AreaSchema,
  CitySchema,
  FirstNameSchema,
  LastNameSchema,
  MobileSchema,
  SubjectsSchema,
  SubjectsTextSchema,
  enumField,
  optionalEmailSchema,
} from './fields.js';
import { TotalSchema } from './lists.js';

/** Class "1"…"12" or "Bachelor"; a number 1–12 is accepted and kept as its string. */
export const ClassSchema = z.preprocess(
  (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : value),
  enumField(CLASSES, { required: MSG.classRequired, invalid: MSG.classInvalid }),
);

const studentRequestFields = {
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  mobile: MobileSchema,
  email: optionalEmailSchema(MSG.emailInvalid),
  class: ClassSchema,
  timing: enumField(TIMINGS, { required: MSG.timingRequired, invalid: MSG.timingInvalid }).default(DEFAULTS.timing),
  city: CitySchema,
  area: AreaSchema,
};

/** The API body. A visitor cannot choose the status: every request starts Pending. */
export const StudentRequestSchema = z.object({ ...studentRequestFields, subjects: SubjectsSchema });
export type StudentRequestInput = z.input<typeof StudentRequestSchema>;
export type StudentRequest = z.output<typeof StudentRequestSchema>;

/** The Find a Tutor form: subjects as comma-separated text. */
export const StudentRequestFormSchema = z.object({ ...studentRequestFields, subjects: SubjectsTextSchema });
export type StudentRequestFormInput = z.input<typeof StudentRequestFormSchema>;

export const StudentRequestRecordSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  class: z.string(),
  subjects: z.array(z.string()),
  timing: z.enum(TIMINGS),
  city: z.string(),
  area: z.string(),
  status: z.enum(STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StudentRequestRecord = z.infer<typeof StudentRequestRecordSchema>;

export const StudentListResponseSchema = z.object({
  message: z.string(),
  studentList: z.array(StudentRequestRecordSchema),
  total: TotalSchema,
});
export type StudentListResponse = z.infer<typeof StudentListResponseSchema>;
