// GET /api/public/config: contact details the footer and contact page show (requirements DEC-6).
import { z } from 'zod';

export const PublicConfigResponseSchema = z.object({
  contact: z.object({
    phone: z.string(),
    email: z.string(),
    social: z.object({ facebook: z.string(), instagram: z.string(), linkedin: z.string(), youtube: z.string() }),
  }),
});
export type PublicConfigResponse = z.infer<typeof PublicConfigResponseSchema>;
