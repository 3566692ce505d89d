// The error answers a guarded route declares (its response schemas): a bad request, no or a wrong
// token, not allowed, not found; and a change that may also conflict (409).
import { ErrorResponseSchema } from '@gharguru/contract';

export const GUARDED_ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

export const CHANGE_ERRORS = { ...GUARDED_ERRORS, 409: ErrorResponseSchema };
