// Message keys without Zod: what a client needs to translate an answer by its `code` (the Nepali
// texts import these before hydrating, so they must not pull the schemas in; issue 14, decision 019).
import { MSG } from './messages.js';

export type MessageKey = keyof typeof MSG;
export const MESSAGE_KEYS = Object.keys(MSG) as [MessageKey, ...MessageKey[]];

/** One form per plural category of Intl.PluralRules; `{{count}}` chooses the form. */
export type PluralText = { readonly one: string; readonly other: string };
export type MessageText = string | PluralText;

let keyByText: Map<string, MessageKey> | undefined;

/**
 * The key of a fixed English text (a validation message from a schema, which carries only its
 * text), or undefined for any other text. Texts with variables have no single wording to match.
 */
export function codeOf(message: string): MessageKey | undefined {
  keyByText ??= new Map(
    (Object.entries(MSG) as [MessageKey, MessageText][]).flatMap(([key, text]) =>
      typeof text === 'string' && !text.includes('{{') ? [[text, key] as const] : [],
    ),
  );
  return keyByText.get(message);
}

export function isMessageKey(code: unknown): code is MessageKey {
  return typeof code === 'string' && Object.hasOwn(MSG, code);
}
