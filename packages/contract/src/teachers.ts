// Teacher registration, sign-in, profile and the admin's teacher list (spec sections 3, 5 and 7).
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
import { TotalSchema } from './lists.js';
import { SaidShape } from './message-format.js';

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
  degree: enumField(DEGREES, { required: MSG.degreeRequired, invalid: MSG.degreeInvalid }),
  level: enumField(TEACHER_LEVELS, { required: MSG.levelRequired, invalid: MSG.levelInvalid }).default(
    DEFAULTS.teacherLevel,
  ),
  // Section 5 gives city and area defaults just as it does level; a blank value is still "required".
  city: CitySchema.default(DEFAULTS.city),
  area: AreaSchema.default(DEFAULTS.area),
};

/** The API body: subjects as an array. */
export const TeacherRegisterSchema = z.object({ ...teacherRegisterFields, subjects: SubjectsSchema });
export type TeacherRegister = z.output<typeof TeacherRegisterSchema>;

/** The sign-up form: subjects as comma-separated text. */
export const TeacherRegisterFormSchema = z.object({ ...teacherRegisterFields, subjects: SubjectsTextSchema });
export type TeacherRegisterFormInput = z.input<typeof TeacherRegisterFormSchema>;

export const TeacherLoginSchema = z.object({
  email: emailSchema({ required: MSG.emailRequiredLogin, invalid: MSG.emailInvalidLogin }),
  password: enteredPasswordSchema({ required: MSG.teacherPasswordRequired }),
});
export type TeacherLogin = z.infer<typeof TeacherLoginSchema>;

export const TeacherLoginResponseSchema = z.object({
  ...SaidShape,
  accessToken: z.string(),
  teacherData: SessionUserSchema,
});
export type TeacherLoginResponse = z.infer<typeof TeacherLoginResponseSchema>;

export const TeacherProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  email: z.string(),
  degree: z.string(),
  subjects: z.array(z.string()),
  level: z.string(),
  city: z.string(),
  area: z.string(),
  /** An admin checked the teacher's documents (the directory's dated badge). */
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TeacherProfile = z.infer<typeof TeacherProfileSchema>;

export const TeacherProfileResponseSchema = z.object({ ...SaidShape, profileData: TeacherProfileSchema });
export type TeacherProfileResponse = z.infer<typeof TeacherProfileResponseSchema>;

/** A teacher as the admin's table shows them; postCount tells the delete dialog what goes too. */
export const TeacherRecordSchema = TeacherProfileSchema.extend({
  _id: z.string(),
  role: z.literal('teacher'),
  postCount: z.number().int().nonnegative(),
});
export type TeacherRecord = z.infer<typeof TeacherRecordSchema>;

export const TeacherListResponseSchema = z.object({
  ...SaidShape,
  teacherList: z.array(TeacherRecordSchema),
  total: TotalSchema,
});
export type TeacherListResponse = z.infer<typeof TeacherListResponseSchema>;
