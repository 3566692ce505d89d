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
import { StatusSchema, personShape } from './common.js';

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

/**
 * Where a request stands, in the words people read (issue 33), derived from its newest match: no
 * match (or a declined or withdrawn one) is "looking", unless an admin closed the request; proposed,
 * accepted ("found"), started, closed. The stored `status` (Pending / Completed) stays as the
 * specification has it, for its clients.
 */
export const REQUEST_PROGRESS = ['looking', 'proposed', 'found', 'started', 'closed'] as const;
export type RequestProgress = (typeof REQUEST_PROGRESS)[number];

/** Why an admin closed a request that no teacher accepted. */
export const REQUEST_CLOSE_REASONS = ['familyCancelled', 'noTutorFound', 'noContact', 'duplicate', 'other'] as const;
export type RequestCloseReason = (typeof REQUEST_CLOSE_REASONS)[number];

/**
 * An admin's status update of a request: the specification's `{ status }` (none completes), and the
 * reason when the request is completed without an accepted match, i.e. closed (issue 33).
 */
export const StudentRequestStatusBodySchema = z
  .object({
    status: StatusSchema.optional(),
    closeReason: enumField(REQUEST_CLOSE_REASONS, {
      required: MSG.requestCloseReasonInvalid,
      invalid: MSG.requestCloseReasonInvalid,
    }).optional(),
  })
  .nullish()
  .transform((body) => body ?? {});
export type StudentRequestStatusBody = z.infer<typeof StudentRequestStatusBodySchema>;

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
  /** Where the request stands, from its newest match (issue 33). */
  progress: z.enum(REQUEST_PROGRESS),
  /** Why an admin closed it without a tutor, if so. */
  closeReason: z.enum(REQUEST_CLOSE_REASONS).nullable(),
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
