// Password change bodies for admins and teachers (spec section 5).
import { z } from 'zod';
import { LIMITS } from './limits.js';
import { MSG } from './messages.js';
import { passwordSchema } from './fields.js';
import { withMatchingFields } from './refinements.js';

const CurrentPasswordSchema = z
  .string({ error: MSG.currentPasswordRequired })
  .min(1, MSG.currentPasswordRequired)
  .max(LIMITS.passwordMax, MSG.changePasswordMax);

const newPasswordMessages = {
  required: MSG.newPasswordRequired,
  min: MSG.changePasswordMin,
  max: MSG.changePasswordMax,
} as const;

const ConfirmRequiredSchema = z.string({ error: MSG.confirmPasswordRequired }).min(1, MSG.confirmPasswordRequired);

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

/** A password change answers with a fresh token: older tokens stop working (DESIGN.md decision 4). */
export const ChangePasswordResponseSchema = z.object({ message: z.string(), accessToken: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;
