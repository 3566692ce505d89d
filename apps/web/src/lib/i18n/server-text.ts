// What the web app shows from the server or a schema: a text, or the server's `{ message, code,
// params }` (an ApiError has the same shape). Translated by code; the English message is the fallback.

export type ServerText =
  | string
  | { readonly message: string; readonly code?: string; readonly params?: Readonly<Record<string, string | number>> };

/** The English text itself (English mode shows the server's own wording). */
export function englishText(text: ServerText): string {
  return typeof text === 'string' ? text : text.message;
}
