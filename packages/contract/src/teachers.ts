// Teacher registration, sign-in, profile and the admin's teacher list (requirements §3, §5, §7).
import { z } from 'zod';
import { DEFAULTS, DEGREES, TEACHER_LEVELS } from './enums.js';
import { MSG } from './messages.js';
import {
  AreaSchema,
  CitySchema,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  MobileSchema,
  SubjectsSchema,
  SubjectsTextSchema,
  emailSchema,
  enteredPasswordSchema,
  enumField,
  passwordSchema,
} from './fields.js';
import { SessionUserSchema } from './admins.js';
import { searchableListResponse } from './lists.js';
import { TeacherPhotoSchema } from './teacher-photos.js';
import { SaidShape } from './message-format.js';
import { TokenResponseSchema, personShape } from './common.js';
import { teacherPublicProfileFields, teacherPublicProfileShape } from './teacher-profile.js';

const DegreeSchema = enumField(DEGREES, { required: MSG.degreeRequired, invalid: MSG.degreeInvalid });
const TeacherLevelSchema = enumField(TEACHER_LEVELS, { required: MSG.levelRequired, invalid: MSG.levelInvalid });

const teacherRegisterFields = {
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  mobile: MobileSchema,
  email: EmailSchema,
  password: passwordSchema({
    required: MSG.teacherPasswordRequired,
    min: MSG.teacherPasswordMin,
    max: MSG.teacherPasswordMax,
  }),
  degree: DegreeSchema,
  level: TeacherLevelSchema.default(DEFAULTS.teacherLevel),
  // Section 5 gives city and area defaults just as it does level; a blank value is still "required".
  city: CitySchema.default(DEFAULTS.city),
  area: AreaSchema.default(DEFAULTS.area),
};

/**
 * What a teacher may change of their own profile (issue 14): the registration's rules and messages,
 * without e-mail and password (those have their own screens) and without defaults, since an edit
 * always sends the whole profile (the public profile's fields of issue 27 excepted: absent keeps them).
 */
const teacherProfileEditFields = {
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  mobile: MobileSchema,
  degree: DegreeSchema,
  level: TeacherLevelSchema,
  city: CitySchema,
  area: AreaSchema,
  // Issue 27: optional, so a client that knows only the fields above changes none of these.
  ...teacherPublicProfileFields,
};

/** The API body: subjects as an array. */
export const TeacherRegisterSchema = z.object({ ...teacherRegisterFields, subjects: SubjectsSchema });
export type TeacherRegister = z.output<typeof TeacherRegisterSchema>;

/** The sign-up form: subjects as comma-separated text. */
export const TeacherRegisterFormSchema = z.object({ ...teacherRegisterFields, subjects: SubjectsTextSchema });
export type TeacherRegisterFormInput = z.input<typeof TeacherRegisterFormSchema>;

/** PUT /teacher/profile's body: subjects as an array. */
export const TeacherProfileEditSchema = z.object({ ...teacherProfileEditFields, subjects: SubjectsSchema });
export type TeacherProfileEdit = z.output<typeof TeacherProfileEditSchema>;

/** The profile edit form: subjects as comma-separated text, as at registration. */
export const TeacherProfileEditFormSchema = z.object({ ...teacherProfileEditFields, subjects: SubjectsTextSchema });
export type TeacherProfileEditFormInput = z.input<typeof TeacherProfileEditFormSchema>;

export const TeacherLoginSchema = z.object({
  email: emailSchema({ required: MSG.emailRequiredLogin, invalid: MSG.emailInvalidLogin }),
  password: enteredPasswordSchema({ required: MSG.teacherPasswordRequired }),
});
export type TeacherLogin = z.infer<typeof TeacherLoginSchema>;

export const TeacherLoginResponseSchema = TokenResponseSchema.extend({ teacherData: SessionUserSchema });
export type TeacherLoginResponse = z.infer<typeof TeacherLoginResponseSchema>;

export const TeacherProfileSchema = z.object({
  ...personShape,
  email: z.string(),
  degree: z.string(),
  subjects: z.array(z.string()),
  level: z.string(),
  city: z.string(),
  area: z.string(),
  /** An admin checked the teacher's documents (the directory's dated badge). */
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  /** The teacher confirmed this mobile number with an SMS code (issue 30); until then nothing goes to it by SMS. */
  mobileConfirmed: z.boolean(),
  ...teacherPublicProfileShape,
  createdAt: z.string(),
  /** The teacher's photo (issue 27), or null. */
  photo: TeacherPhotoSchema.nullable(),
});
export type TeacherProfile = z.infer<typeof TeacherProfileSchema>;

export const TeacherProfileResponseSchema = z.object({ ...SaidShape, profileData: TeacherProfileSchema });
export type TeacherProfileResponse = z.infer<typeof TeacherProfileResponseSchema>;

/** The answer to an edit: the stored profile, and the names the session greets with. */
export const TeacherProfileEditResponseSchema = TeacherProfileResponseSchema.extend({
  teacherData: SessionUserSchema,
});
export type TeacherProfileEditResponse = z.infer<typeof TeacherProfileEditResponseSchema>;

/** A teacher as the admin's table shows them; postCount tells the delete dialog what goes too. */
export const TeacherRecordSchema = TeacherProfileSchema.extend({
  _id: z.string(),
  role: z.literal('teacher'),
  postCount: z.number().int().nonnegative(),
});
export type TeacherRecord = z.infer<typeof TeacherRecordSchema>;

export const TeacherListResponseSchema = searchableListResponse('teacherList', TeacherRecordSchema);
export type TeacherListResponse = z.infer<typeof TeacherListResponseSchema>;
