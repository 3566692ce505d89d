// Forgotten passwords (issue 30): asking for a reset, and setting the new password with the e-mail's
// link (token) or, for teachers, the SMS code; and a teacher confirming their mobile number.
import { z } from 'zod';
import { AdminRegisterSchema, SessionUserSchema } from './admins.js';
import { ROLES, type SessionRole } from './enums.js';
import { confirmPasswordSchema, emailSchema, enumField } from './fields.js';
import { SaidShape } from './message-format.js';
import { MSG } from './messages.js';
import { withMatchingFields } from './refinements.js';
import { text } from './text.js';
import { TeacherRegisterSchema } from './teachers.js';

/** A reset link's token: 32 random bytes in base64url (43 characters); room for longer ones later. */
const ResetTokenSchema = text({
  required: MSG.resetLinkInvalid,
  max: { length: 200, message: MSG.resetLinkInvalid },
  format: { valid: (value) => /^[A-Za-z0-9_-]+$/.test(value), message: MSG.resetLinkInvalid },
});

/** The 6-digit code of an SMS (password reset or mobile confirmation). */
export const SmsCodeSchema = text({
  required: MSG.resetCodeInvalid,
  digits: true,
  max: { length: 20, message: MSG.resetCodeInvalid },
  format: { valid: (value) => /^\d{6}$/.test(value), message: MSG.resetCodeInvalid },
});

const ResetEmailSchema = emailSchema({ required: MSG.emailRequired, invalid: MSG.emailInvalid });

export const PasswordResetRequestSchema = z.object({
  role: enumField(ROLES, { required: MSG.roleChoiceInvalid, invalid: MSG.roleChoiceInvalid }),
  email: ResetEmailSchema,
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** The password rules of registration, per role: a reset keeps the role's rules and messages. */
export const NEW_PASSWORD_RULES: Record<SessionRole, z.ZodType<string>> = {
  teacher: TeacherRegisterSchema.shape.password,
  admin: AdminRegisterSchema.shape.password,
};

/**
 * `{ token }` (the e-mail's link) or `{ email, code }` (the teacher's SMS), with the new password
 * twice (`conformNewPassword` as the specification spells it). The link does not say whose it is,
 * so the body is checked with the teacher's rules (the looser ones) and the server adds the
 * admin's uppercase rule once it knows the token is an admin's.
 */
export const PasswordResetConfirmSchema = withMatchingFields(
  z.object({
    token: ResetTokenSchema.optional(),
    email: ResetEmailSchema.optional(),
    code: SmsCodeSchema.optional(),
    newPassword: NEW_PASSWORD_RULES.teacher,
    conformNewPassword: confirmPasswordSchema(MSG.confirmPasswordRequired),
  }),
  { original: 'newPassword', confirm: 'conformNewPassword' },
  MSG.passwordsMustMatch,
).refine((body) => body.token !== undefined || (body.email !== undefined && body.code !== undefined), {
  message: MSG.resetTokenOrCode,
  path: ['token'],
});
export type PasswordResetConfirmInput = z.input<typeof PasswordResetConfirmSchema>;
export type PasswordResetConfirm = z.output<typeof PasswordResetConfirmSchema>;

/** A reset signs the person in on this device; a pending admin gets no token (still awaiting approval). */
export const PasswordResetConfirmResponseSchema = z.object({
  ...SaidShape,
  role: z.enum(ROLES),
  accessToken: z.string().nullable(),
  user: SessionUserSchema,
});
export type PasswordResetConfirmResponse = z.infer<typeof PasswordResetConfirmResponseSchema>;

export const MobileCodeSchema = z.object({ code: SmsCodeSchema });
export type MobileCode = z.infer<typeof MobileCodeSchema>;

/** How many wrong codes a reset or a mobile confirmation allows before it is void. */
export const SMS_CODE_TRIES = 5;
/** How long a reset link, a reset code or a mobile code is valid. */
export const SMS_CODE_TTL_MINUTES = 30;
