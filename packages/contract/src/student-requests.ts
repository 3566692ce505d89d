// Tuition requests that visitors post (requirements §3, §5, §7).
import { z } from 'zod';
import { CLASSES, DEFAULTS, STATUSES, TIMINGS } from './enums.js';
import { asciiDigitsOf } from './digits.js';
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
import { searchableListResponse } from './lists.js';
import { SaidShape } from './message-format.js';
import { personShape } from './common.js';

/** Class "1"…"12" or "Bachelor"; a number 1–12 is accepted and kept as its string, "१०" as "10". */
export const ClassSchema = z.preprocess(
  (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : asciiDigitsOf(value)),
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

/**
 * The directory offer a family chose ("Request this tutor"); the server checks that it is listed.
 * Blank or null means none.
 */
const ChosenTuitionSchema = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z.uuid({ error: MSG.tutorNotListed }).optional(),
);

/** The API body. A visitor cannot choose the status: every request starts Pending. */
export const StudentRequestSchema = z.object({
  ...studentRequestFields,
  subjects: SubjectsSchema,
  tuitionId: ChosenTuitionSchema,
});
export type StudentRequestInput = z.input<typeof StudentRequestSchema>;
export type StudentRequest = z.output<typeof StudentRequestSchema>;

/** The Find a Tutor form: subjects as comma-separated text. */
export const StudentRequestFormSchema = z.object({
  ...studentRequestFields,
  subjects: SubjectsTextSchema,
  tuitionId: ChosenTuitionSchema,
});
export type StudentRequestFormInput = z.input<typeof StudentRequestFormSchema>;

export const StudentRequestRecordSchema = z.object({
  _id: z.string(),
  ...personShape,
  email: z.string().nullable(),
  class: z.string(),
  subjects: z.array(z.string()),
  timing: z.enum(TIMINGS),
  city: z.string(),
  area: z.string(),
  status: z.enum(STATUSES),
  /** The code the family tracks the request with (issue 9). */
  requestCode: z.string(),
  /** The directory offer the family chose, while it exists. */
  tuition: z.object({ _id: z.string(), name: z.string(), teacherName: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StudentRequestRecord = z.infer<typeof StudentRequestRecordSchema>;

export const StudentListResponseSchema = searchableListResponse('studentList', StudentRequestRecordSchema);
export type StudentListResponse = z.infer<typeof StudentListResponseSchema>;

/**
 * The answer to a new request: 201 with the code the family writes down. `alreadyReceived` (issue 14, docs/decisions/016): the same family sent
 * the same request within a day, so no second request was made and the code is the first one's.
 */
export const StudentRequestCreatedResponseSchema = z.object({
  ...SaidShape,
  /** A new request's code; a repeat's is sent to the family's mobile and e-mail instead (decision 016). */
  requestCode: z.string().optional(),
  alreadyReceived: z.boolean(),
});
export type StudentRequestCreatedResponse = z.infer<typeof StudentRequestCreatedResponseSchema>;
