// Contact-us messages from visitors (requirements §3, §5, §7).
import { z } from 'zod';
import { CONTACT_STATUSES } from './enums.js';
import { LIMITS } from './limits.js';
import { MSG } from './messages.js';
import {
  ContactFirstNameSchema,
  ContactLastNameSchema,
  mobileSchema,
  optionalEmailSchema,
  optionalMultiLineText,
  requiredText,
} from './fields.js';
import { searchableListResponse } from './lists.js';

export const ContactMessageSchema = z.object({
  firstName: ContactFirstNameSchema,
  lastName: ContactLastNameSchema,
  email: optionalEmailSchema(MSG.contactEmailInvalid),
  mobileNo: mobileSchema({ required: MSG.contactMobile, invalid: MSG.contactMobile }),
  subject: requiredText(MSG.subjectRequired, { length: LIMITS.contactSubject, message: MSG.subjectMax }),
  message: optionalMultiLineText({ length: LIMITS.contactMessage, message: MSG.contactMessageMax }).default(''),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.output<typeof ContactMessageSchema>;

export const ContactMessageRecordSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  mobileNo: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
});
export type ContactMessageRecord = z.infer<typeof ContactMessageRecordSchema>;

export const ContactMessageListResponseSchema = searchableListResponse('contactFormData', ContactMessageRecordSchema);
export type ContactMessageListResponse = z.infer<typeof ContactMessageListResponseSchema>;
