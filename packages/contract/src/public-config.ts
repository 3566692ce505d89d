// GET /api/public/config: contact details the footer and contact page show (requirements DEC-6).
import { z } from 'zod';

export const PublicConfigResponseSchema = z.object({
  contact: z.object({
    phone: z.string(),
    email: z.string(),
    social: z.object({ facebook: z.string(), instagram: z.string(), linkedin: z.string(), youtube: z.string() }),
  }),
  /** Whether this server sends e-mail and SMS: without them a reset waits for the agency (issue 30). */
  messaging: z.object({ email: z.boolean(), sms: z.boolean() }),
});
export type PublicConfigResponse = z.infer<typeof PublicConfigResponseSchema>;
