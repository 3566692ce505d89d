// The public forms' schemas for the browser, in zod/mini (issue 12): each one the twin of the classic
// schema the server validates the same body with (named the same), built from the same rules and
// messages. forms.test.ts parses many values with both and expects the same outcome and messages.
import * as z from 'zod/mini';
import { ADMIN_ROLES, CLASSES, DEFAULTS, TIMINGS, DEGREES, TEACHER_LEVELS } from '../enums.js';
import {
  AREA_RULES,
  CITY_RULES,
  EMAIL_RULES,
  FIRST_NAME_RULES,
  LAST_NAME_RULES,
  MOBILE_RULES,
  confirmPasswordRules,
  emailRules,
  enteredPasswordRules,
  mobileRules,
  optionalEmailRules,
  passwordRules,
  requiredTextRules,
} from '../field-rules.js';
import { LIMITS } from '../limits.js';
import { MSG } from '../messages.js';
import { REQUEST_CODE_PATTERN, normalizeRequestCode } from '../request-codes.js';
import {
  SubjectsTextMini,
  enumFieldMini,
  optionalEmailMini,
  preprocessMini,
  textMini,
  withMatchingFieldsMini,
} from './mini.js';

// student-requests.ts
const ClassSchema = preprocessMini(
  (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : value),
  enumFieldMini(CLASSES, { required: MSG.classRequired, invalid: MSG.classInvalid }),
);
const ChosenTuitionSchema = preprocessMini(
  (value) => (value === null || value === '' ? undefined : value),
  z.optional(z.uuid({ error: MSG.tutorNotListed })),
);
export const StudentRequestFormSchema = z.object({
  firstName: textMini(FIRST_NAME_RULES),
  lastName: textMini(LAST_NAME_RULES),
  mobile: textMini(MOBILE_RULES),
  email: optionalEmailMini(optionalEmailRules(MSG.emailInvalid)),
  class: ClassSchema,
  timing: z._default(
    enumFieldMini(TIMINGS, { required: MSG.timingRequired, invalid: MSG.timingInvalid }),
    DEFAULTS.timing,
  ),
  city: textMini(CITY_RULES),
  area: textMini(AREA_RULES),
  subjects: SubjectsTextMini,
  tuitionId: ChosenTuitionSchema,
});

// contact-messages.ts
export const ContactMessageSchema = z.object({
  firstName: textMini(
    requiredTextRules(MSG.contactFirstNameRequired, { length: LIMITS.name, message: MSG.firstNameMax }),
  ),
  lastName: textMini(requiredTextRules(MSG.contactLastNameRequired, { length: LIMITS.name, message: MSG.lastNameMax })),
  email: optionalEmailMini(optionalEmailRules(MSG.contactEmailInvalid)),
  mobileNo: textMini(mobileRules({ required: MSG.contactMobile, invalid: MSG.contactMobile })),
  subject: textMini(requiredTextRules(MSG.subjectRequired, { length: LIMITS.contactSubject, message: MSG.subjectMax })),
  message: z._default(
    z.optional(
      textMini({ max: { length: LIMITS.contactMessage, message: MSG.contactMessageMax }, characters: 'multi-line' }),
    ),
    '',
  ),
});

// directory.ts
const RequestCodeSchema = z.pipe(
  z.pipe(textMini({ required: MSG.requestCodeInvalid }), z.transform(normalizeRequestCode)),
  z.string().check(z.regex(REQUEST_CODE_PATTERN, MSG.requestCodeInvalid)),
);
export const RequestStatusBodySchema = z.object({ requestCode: RequestCodeSchema, mobile: textMini(MOBILE_RULES) });

// teachers.ts
export const TeacherRegisterFormSchema = z.object({
  firstName: textMini(FIRST_NAME_RULES),
  lastName: textMini(LAST_NAME_RULES),
  mobile: textMini(MOBILE_RULES),
  email: textMini(EMAIL_RULES),
  password: textMini(
    passwordRules({ required: MSG.teacherPasswordRequired, min: MSG.teacherPasswordMin, max: MSG.teacherPasswordMax }),
  ),
  degree: enumFieldMini(DEGREES, { required: MSG.degreeRequired, invalid: MSG.degreeInvalid }),
  level: z._default(
    enumFieldMini(TEACHER_LEVELS, { required: MSG.levelRequired, invalid: MSG.levelInvalid }),
    DEFAULTS.teacherLevel,
  ),
  city: z._default(textMini(CITY_RULES), DEFAULTS.city),
  area: z._default(textMini(AREA_RULES), DEFAULTS.area),
  subjects: SubjectsTextMini,
});

export const TeacherLoginSchema = z.object({
  email: textMini(emailRules({ required: MSG.emailRequiredLogin, invalid: MSG.emailInvalidLogin })),
  password: textMini(enteredPasswordRules({ required: MSG.teacherPasswordRequired })),
});

// admins.ts
const adminPasswordMessages = {
  required: MSG.adminPasswordRequired,
  min: MSG.adminPasswordMin,
  max: MSG.adminPasswordMax,
} as const;

export const AdminRegisterSchema = withMatchingFieldsMini(
  z.object({
    firstName: textMini(FIRST_NAME_RULES),
    lastName: textMini(LAST_NAME_RULES),
    mobile: textMini(mobileRules({ required: MSG.mobileExact, invalid: MSG.mobileExact })),
    email: textMini(EMAIL_RULES),
    password: textMini(passwordRules({ ...adminPasswordMessages, uppercase: MSG.passwordUppercase })),
    conformPassword: textMini(confirmPasswordRules(MSG.confirmPasswordRequired)),
    role: z._default(
      enumFieldMini(ADMIN_ROLES, { required: MSG.roleInvalid, invalid: MSG.roleInvalid }),
      DEFAULTS.adminRole,
    ),
  }),
  { original: 'password', confirm: 'conformPassword' },
  MSG.passwordConfirmMismatch,
);

export const AdminLoginSchema = z.object({
  email: textMini(EMAIL_RULES),
  password: textMini(enteredPasswordRules({ ...adminPasswordMessages, required: MSG.adminLoginPasswordRequired })),
});
