// Shapes shared by every feature: plain message answers, the one error shape, status updates.
import { z } from 'zod';
import { CONTACT_STATUSES, STATUSES } from './enums.js';
import { MSG } from './messages.js';
import { enumField } from './fields.js';

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Every error the API returns: `errors` maps each failing field to its first message. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const StatusSchema = enumField(STATUSES, { required: MSG.statusInvalid, invalid: MSG.statusInvalid });

/**
 * With no body the update completes the record; `{ status }` sets any allowed value (DESIGN.md decision 2).
 * Fastify hands a missing body to the validator as null: null and undefined both mean "no body".
 */
export const StatusUpdateBodySchema = z
  .object({ status: StatusSchema.optional() })
  .nullish()
  .transform((body) => body ?? {});
export type StatusUpdateBody = z.infer<typeof StatusUpdateBodySchema>;

export const ContactStatusUpdateBodySchema = z
  .object({
    status: enumField(CONTACT_STATUSES, {
      required: MSG.contactStatusInvalid,
      invalid: MSG.contactStatusInvalid,
    }).optional(),
  })
  .nullish()
  .transform((body) => body ?? {});
export type ContactStatusUpdateBody = z.infer<typeof ContactStatusUpdateBodySchema>;

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['reachable', 'unreachable']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
