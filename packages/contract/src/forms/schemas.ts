// The public forms' schemas for the browser, without Zod (issue 12, docs/decisions/018): each one
// the twin of the classic schema the server validates the same body with (named the same and typed
// as it), built from the same rules and messages (field-rules.ts, text-rules.ts, MSG) with the
// builders of check.ts. forms.test.ts parses many values with both and expects the same outcome.
import type { AdminLoginSchema as ServerAdminLogin, AdminRegisterSchema as ServerAdminRegister } from '../admins.js';
import type { ContactMessageSchema as ServerContactMessage } from '../contact-messages.js';
import type { RequestStatusBodySchema as ServerRequestStatusBody } from '../directory.js';
import { ADMIN_ROLES, CLASSES, DEFAULTS, DEGREES, TEACHER_LEVELS, TIMINGS } from '../enums.js';
import {
  AREA_RULES,
  CITY_RULES,
  CONTACT_FIRST_NAME_RULES,
  CONTACT_LAST_NAME_RULES,
  EMAIL_RULES,
  FIRST_NAME_RULES,
  LAST_NAME_RULES,
  MOBILE_RULES,
  SUBJECT_ITEM_RULES,
  SUBJECTS_TEXT_RULES,
  confirmPasswordRules,
  emailRules,
  enteredPasswordRules,
  mobileRules,
  optionalEmailRules,
  passwordRules,
  requiredTextRules,
  splitSubjects,
} from '../field-rules.js';
import { LIMITS } from '../limits.js';
import { MSG } from '../messages.js';
import { REQUEST_CODE_PATTERN, normalizeRequestCode } from '../request-codes.js';
import type { StudentRequestFormSchema as ServerStudentRequestForm } from '../student-requests.js';
import type {
  TeacherLoginSchema as ServerTeacherLogin,
  TeacherRegisterFormSchema as ServerTeacherRegisterForm,
} from '../teachers.js';
import type { TextRules } from '../text-rules.js';
import {
  type FormSchema,
  formSchema,
  list,
  mapThen,
  matches,
  matchingFields,
  object,
  oneOf,
  optional,
  pipe,
  text,
  withDefault,
} from './check.js';

/** The browser's schema of a form, typed as the server's Zod schema of the same form. */
type Twin<T extends { _zod: { input: unknown; output: unknown } }> = FormSchema<
  T['_zod']['input'],
  T['_zod']['output']
>;

// fields.ts
/** optionalEmailSchema(): absent, null or blank mean "not given". */
const optionalEmail = (rules: TextRules) =>
  mapThen(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    optional(text(rules)),
  );
const subjectsText = pipe(
  text(SUBJECTS_TEXT_RULES),
  mapThen(
    (value) => splitSubjects(value as string),
    list(text(SUBJECT_ITEM_RULES), { required: MSG.subjectsRequired, max: [LIMITS.subjectsMax, MSG.subjectsMax] }),
  ),
);

// student-requests.ts
const studentClass = mapThen(
  (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : value),
  oneOf(CLASSES, { required: MSG.classRequired, invalid: MSG.classInvalid }),
);
/** Zod's z.uuid(): RFC 9562 versions 1–8, the nil and the max UUID. */
const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const chosenTuition = mapThen(
  (value) => (value === null || value === '' ? undefined : value),
  optional(matches(UUID_PATTERN, MSG.tutorNotListed)),
);
export const StudentRequestFormSchema: Twin<typeof ServerStudentRequestForm> = formSchema(
  object({
    firstName: text(FIRST_NAME_RULES),
    lastName: text(LAST_NAME_RULES),
    mobile: text(MOBILE_RULES),
    email: optionalEmail(optionalEmailRules(MSG.emailInvalid)),
    class: studentClass,
    timing: withDefault(oneOf(TIMINGS, { required: MSG.timingRequired, invalid: MSG.timingInvalid }), DEFAULTS.timing),
    city: text(CITY_RULES),
    area: text(AREA_RULES),
    subjects: subjectsText,
    tuitionId: chosenTuition,
  }),
);

// contact-messages.ts
export const ContactMessageSchema: Twin<typeof ServerContactMessage> = formSchema(
  object({
    firstName: text(CONTACT_FIRST_NAME_RULES),
    lastName: text(CONTACT_LAST_NAME_RULES),
    email: optionalEmail(optionalEmailRules(MSG.contactEmailInvalid)),
    mobileNo: text(mobileRules({ required: MSG.contactMobile, invalid: MSG.contactMobile })),
    subject: text(requiredTextRules(MSG.subjectRequired, { length: LIMITS.contactSubject, message: MSG.subjectMax })),
    message: withDefault(
      optional(
        text({ max: { length: LIMITS.contactMessage, message: MSG.contactMessageMax }, characters: 'multi-line' }),
      ),
      '',
    ),
  }),
);

// directory.ts
const requestCode = pipe(
  text({ required: MSG.requestCodeInvalid }),
  mapThen((value) => normalizeRequestCode(value as string), matches(REQUEST_CODE_PATTERN, MSG.requestCodeInvalid)),
);
export const RequestStatusBodySchema: Twin<typeof ServerRequestStatusBody> = formSchema(
  object({ requestCode, mobile: text(MOBILE_RULES) }),
);

// teachers.ts
export const TeacherRegisterFormSchema: Twin<typeof ServerTeacherRegisterForm> = formSchema(
  object({
    firstName: text(FIRST_NAME_RULES),
    lastName: text(LAST_NAME_RULES),
    mobile: text(MOBILE_RULES),
    email: text(EMAIL_RULES),
    password: text(
      passwordRules({
        required: MSG.teacherPasswordRequired,
        min: MSG.teacherPasswordMin,
        max: MSG.teacherPasswordMax,
      }),
    ),
    degree: oneOf(DEGREES, { required: MSG.degreeRequired, invalid: MSG.degreeInvalid }),
    level: withDefault(
      oneOf(TEACHER_LEVELS, { required: MSG.levelRequired, invalid: MSG.levelInvalid }),
      DEFAULTS.teacherLevel,
    ),
    city: withDefault(text(CITY_RULES), DEFAULTS.city),
    area: withDefault(text(AREA_RULES), DEFAULTS.area),
    subjects: subjectsText,
  }),
);

export const TeacherLoginSchema: Twin<typeof ServerTeacherLogin> = formSchema(
  object({
    email: text(emailRules({ required: MSG.emailRequiredLogin, invalid: MSG.emailInvalidLogin })),
    password: text(enteredPasswordRules({ required: MSG.teacherPasswordRequired })),
  }),
);

// admins.ts
const adminPasswordMessages = {
  required: MSG.adminPasswordRequired,
  min: MSG.adminPasswordMin,
  max: MSG.adminPasswordMax,
} as const;

export const AdminRegisterSchema: Twin<typeof ServerAdminRegister> = formSchema(
  matchingFields(
    object({
      firstName: text(FIRST_NAME_RULES),
      lastName: text(LAST_NAME_RULES),
      mobile: text(mobileRules({ required: MSG.mobileExact, invalid: MSG.mobileExact })),
      email: text(EMAIL_RULES),
      password: text(passwordRules({ ...adminPasswordMessages, uppercase: MSG.passwordUppercase })),
      conformPassword: text(confirmPasswordRules(MSG.confirmPasswordRequired)),
      role: withDefault(
        oneOf(ADMIN_ROLES, { required: MSG.roleInvalid, invalid: MSG.roleInvalid }),
        DEFAULTS.adminRole,
      ),
    }),
    { original: 'password', confirm: 'conformPassword' },
    MSG.passwordConfirmMismatch,
  ),
);

export const AdminLoginSchema: Twin<typeof ServerAdminLogin> = formSchema(
  object({
    email: text(EMAIL_RULES),
    password: text(enteredPasswordRules({ ...adminPasswordMessages, required: MSG.adminLoginPasswordRequired })),
  }),
);
