// Shapes shared by every feature: plain message answers, the one error shape, status updates.
import { z } from 'zod';
import { CONTACT_STATUSES, STATUSES } from './enums.js';
import { MSG } from './messages.js';
import { enumField } from './fields.js';
import { MessageCodeSchema, SaidShape } from './message-format.js';

/** A plain answer: the English text, its key (`code`) and the values of its variables. */
export const MessageResponseSchema = z.object(SaidShape);
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** An answer with a fresh access token: a sign-in, or a password change (requirements DEC-4). */
export const TokenResponseSchema = z.object({ ...SaidShape, accessToken: z.string() });

/** A person's name and mobile number as the API shows them to staff (never to the public). */
export const personShape = { firstName: z.string(), lastName: z.string(), mobile: z.string() };

/**
 * Every error the API returns: `errors` maps each failing field to its first message (the English
 * text older clients show) and `fieldCodes` maps the same fields to those messages' keys.
 */
export const ErrorResponseSchema = z.object({
  ...SaidShape,
  errors: z.record(z.string(), z.string()).optional(),
  fieldCodes: z.record(z.string(), MessageCodeSchema).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const StatusSchema = enumField(STATUSES, { required: MSG.statusInvalid, invalid: MSG.statusInvalid });

/**
 * With no body the update completes the record; `{ status }` sets any allowed value (requirements DEC-2).
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

/**
 * Readiness: this instance can serve requests because its database answers. 503 (with the
 * databaseUnavailable text) while it cannot; a load balancer sends traffic elsewhere meanwhile.
 */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['reachable', 'unreachable']),
  message: z.string().optional(),
  code: MessageCodeSchema.optional(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** Liveness: the process answers HTTP, whatever its database does (restart it only when this fails). */
export const LivenessResponseSchema = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof LivenessResponseSchema>;
