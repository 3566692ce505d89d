// Password change bodies for admins and teachers (requirements §5).
import { z } from 'zod';
import { MSG } from './messages.js';
import { confirmPasswordSchema, enteredPasswordSchema, passwordSchema } from './fields.js';
import { withMatchingFields } from './refinements.js';
import { TokenResponseSchema } from './common.js';

const CurrentPasswordSchema = enteredPasswordSchema({
  required: MSG.currentPasswordRequired,
  max: MSG.changePasswordMax,
});

const newPasswordMessages = {
  required: MSG.newPasswordRequired,
  min: MSG.changePasswordMin,
  max: MSG.changePasswordMax,
} as const;

const ConfirmRequiredSchema = confirmPasswordSchema(MSG.confirmPasswordRequired);

export const AdminChangePasswordSchema = withMatchingFields(
  z.object({
    currentPassword: CurrentPasswordSchema,
    newPassword: passwordSchema({ ...newPasswordMessages, uppercase: MSG.passwordUppercase }),
    conformNewPassword: ConfirmRequiredSchema,
  }),
  { original: 'newPassword', confirm: 'conformNewPassword' },
  MSG.passwordsMustMatch,
);
export type AdminChangePasswordInput = z.input<typeof AdminChangePasswordSchema>;
export type AdminChangePassword = z.output<typeof AdminChangePasswordSchema>;

/** Teachers: no uppercase rule, and the confirmation also needs 6 to 20 characters. */
export const TeacherChangePasswordSchema = withMatchingFields(
  z.object({
    currentPassword: CurrentPasswordSchema,
    newPassword: passwordSchema(newPasswordMessages),
    conformNewPassword: passwordSchema({ ...newPasswordMessages, required: MSG.confirmPasswordRequired }),
  }),
  { original: 'newPassword', confirm: 'conformNewPassword' },
  MSG.passwordsMustMatch,
);
export type TeacherChangePasswordInput = z.input<typeof TeacherChangePasswordSchema>;
export type TeacherChangePassword = z.output<typeof TeacherChangePasswordSchema>;

/** A password change answers with a fresh token of the same session; other sessions end (requirements DEC-4). */
export const ChangePasswordResponseSchema = TokenResponseSchema;
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;
