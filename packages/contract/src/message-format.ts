// Texts as data: a message key (the `code` on the wire), its variables and its English rendering.
// The server answers with `say(key, params)`; clients translate by `code` and fall back to `message`.
import { z } from 'zod';
import { MESSAGE_KEYS, type MessageKey } from './message-keys.js';
import { MSG } from './messages.js';
import { fillTemplate, groupDigits, pluralForm } from './plural.js';

// Zod-free, so a client can translate by code without the schemas (the Nepali texts do).
export {
  codeOf,
  isMessageKey,
  MESSAGE_KEYS,
  type MessageKey,
  type MessageText,
  type PluralText,
} from './message-keys.js';

// Zod-free, so the web's first page can use them without Zod (issue 12, decision 005).
export { fillTemplate, groupDigits, pluralCategory, pluralForm } from './plural.js';

/** `'Page {{page}} of {{pages}}'` -> `'page' | 'pages'`. */
export type TemplateVars<S> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | TemplateVars<Rest> : never;
/** The variables of a text, over all its plural forms. */
export type TextVars<T> = T extends string ? TemplateVars<T> : TemplateVars<T[keyof T]>;

export type ParamValue = string | number;
export type ParamValues = Readonly<Record<string, ParamValue>>;
/** The values a message needs: `count` is a number, the others are shown as they are given. */
export type MessageParams<K extends MessageKey> = {
  readonly [V in TextVars<(typeof MSG)[K]>]: V extends 'count' ? number : ParamValue;
};
/** No second argument for a text without variables; the exact variables for one with them. */
export type ParamsArgument<K extends MessageKey> = [TextVars<(typeof MSG)[K]>] extends [never]
  ? []
  : [params: MessageParams<K>];

/** What the API sends beside its data: the English text, its key and the values of its variables. */
export type Said<K extends MessageKey = MessageKey> = { message: string; code: K; params?: ParamValues };

export const MessageCodeSchema = z.enum(MESSAGE_KEYS);
export const MessageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
/** The fields every response with a message carries; spread into each response schema. */
export const SaidShape = {
  message: z.string(),
  code: MessageCodeSchema,
  params: MessageParamsSchema.optional(),
};

/** The English text of a message with its variables filled. */
export function englishMessage<K extends MessageKey>(key: K, ...[params]: ParamsArgument<K>): string {
  return fillTemplate(pluralForm(MSG[key], 'en', params), params, groupDigits);
}

/** `{ message, code, params? }` for a reply: `say('noDataForId', { id })`. */
export function say<K extends MessageKey>(key: K, ...args: ParamsArgument<K>): Said<K> {
  const [params] = args;
  const message = englishMessage(key, ...args);
  return params ? { message, code: key, params } : { message, code: key };
}
