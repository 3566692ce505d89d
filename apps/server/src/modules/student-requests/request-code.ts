// A fresh random request code; the unique index catches the rare clash and the caller retries.
import { randomInt } from 'node:crypto';
import { REQUEST_CODE_ALPHABET, requestCodeFrom } from '@gharguru/contract';

export function newRequestCode(): string {
  return requestCodeFrom(Array.from({ length: 6 }, () => randomInt(REQUEST_CODE_ALPHABET.length)));
}

/** Tries `insert` with fresh codes until one is not taken (a clash is one in ~10^9 per existing code). */
export async function withFreshRequestCode<T>(insert: (code: string) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(newRequestCode());
    } catch (error) {
      if (attempt >= attempts || !isRequestCodeClash(error)) throw error;
    }
  }
}

function isRequestCodeClash(error: unknown): boolean {
  // drizzle wraps the driver's error; PGlite and pg both carry SQLSTATE 23505 and the constraint name.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint === undefined || constraint === 'student_requests_request_code_key';
  }
  return false;
}
