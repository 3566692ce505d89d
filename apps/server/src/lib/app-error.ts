// The one error type services throw; plugins/errors.ts maps its code to an HTTP status and sends its
// text with the text's key (`code` on the wire, requirements DEC-10).
import { type MSG, type MessageKey, type Said, type TemplateVars, codeOf } from '@gharguru/contract';

export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/** A contract text without variables (`MSG.forbidden`): its key is found from the text itself. */
export type FixedText = {
  [K in MessageKey]: (typeof MSG)[K] extends string
    ? [TemplateVars<(typeof MSG)[K]>] extends [never]
      ? (typeof MSG)[K]
      : never
    : never;
}[MessageKey];

function toSaid(text: Said | FixedText): Said {
  if (typeof text !== 'string') return text;
  // FixedText admits only the contract's own texts, so the key is always found.
  return { message: text, code: codeOf(text) as MessageKey };
}

export class AppError extends Error {
  /** The text and its key, as sent. */
  readonly said: Said;
  /** Per-field messages and their keys (a 400 about one field). */
  readonly fields?: Readonly<Record<string, Said>>;

  constructor(
    readonly code: AppErrorCode,
    text: Said | FixedText,
    fields?: Readonly<Record<string, Said | FixedText>>,
  ) {
    const said = toSaid(text);
    super(said.message);
    this.name = 'AppError';
    this.said = said;
    if (fields) this.fields = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, toSaid(value)]));
  }

  get statusCode(): number {
    return APP_ERROR_STATUS[this.code];
  }
}
