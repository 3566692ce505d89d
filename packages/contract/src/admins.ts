// Admin registration, sign-in, profile and approval (requirements §3, §5, §7; requirements DEC-1).
import { z } from 'zod';
import { ADMIN_ROLES, DEFAULTS } from './enums.js';
import { MSG } from './messages.js';
import {
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  confirmPasswordSchema,
  emailSchema,
  enteredPasswordSchema,
  enumField,
  mobileSchema,
  passwordSchema,
} from './fields.js';
import { text } from './text.js';
import { withMatchingFields } from './refinements.js';
import { SaidShape } from './message-format.js';
import { TokenResponseSchema, personShape } from './common.js';

const AdminMobileSchema = mobileSchema({ required: MSG.mobileExact, invalid: MSG.mobileExact });

const adminPasswordMessages = {
  required: MSG.adminPasswordRequired,
  min: MSG.adminPasswordMin,
  max: MSG.adminPasswordMax,
} as const;

export const AdminRegisterSchema = withMatchingFields(
  z.object({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    mobile: AdminMobileSchema,
    email: EmailSchema,
    password: passwordSchema({ ...adminPasswordMessages, uppercase: MSG.passwordUppercase }),
    conformPassword: confirmPasswordSchema(MSG.confirmPasswordRequired),
    // Accepted for clients written for requirements §7, but the server always stores adminRolePending.
    role: enumField(ADMIN_ROLES, { required: MSG.roleInvalid, invalid: MSG.roleInvalid }).default(DEFAULTS.adminRole),
  }),
  { original: 'password', confirm: 'conformPassword' },
  MSG.passwordConfirmMismatch,
);
export type AdminRegisterInput = z.input<typeof AdminRegisterSchema>;
export type AdminRegister = z.output<typeof AdminRegisterSchema>;

export const AdminLoginSchema = z.object({
  email: EmailSchema,
  password: enteredPasswordSchema({ ...adminPasswordMessages, required: MSG.adminLoginPasswordRequired }),
});
export type AdminLogin = z.infer<typeof AdminLoginSchema>;

export const SessionUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const AdminLoginResponseSchema = TokenResponseSchema.extend({ adminData: SessionUserSchema });
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

export const AdminProfileSchema = z.object({
  ...personShape,
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
});
export type AdminProfile = z.infer<typeof AdminProfileSchema>;

export const AdminProfileResponseSchema = z.object({ ...SaidShape, adminData: AdminProfileSchema });
export type AdminProfileResponse = z.infer<typeof AdminProfileResponseSchema>;

/** Only mobile and e-mail change; the names are sent by the profile form but ignored. */
export const AdminProfileEditSchema = z.object({
  firstName: text().optional(),
  lastName: text().optional(),
  mobile: AdminMobileSchema,
  email: emailSchema({ required: MSG.emailRequired, invalid: MSG.emailInvalid }),
});
export type AdminProfileEditInput = z.input<typeof AdminProfileEditSchema>;
export type AdminProfileEdit = z.output<typeof AdminProfileEditSchema>;

export const PendingAdminSchema = z.object({
  _id: z.string(),
  ...personShape,
  email: z.string(),
  createdAt: z.string(),
});
export type PendingAdmin = z.infer<typeof PendingAdminSchema>;

export const PendingAdminListResponseSchema = z.object({
  ...SaidShape,
  adminList: z.array(PendingAdminSchema),
});
export type PendingAdminListResponse = z.infer<typeof PendingAdminListResponseSchema>;
