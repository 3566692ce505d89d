import type { z } from 'zod';

/**
 * Adds "field `confirm` must equal field `original`" to an object schema. The check runs as soon as
 * both fields are present, even while other fields are still invalid, so a form shows it at once.
 */
export function withMatchingFields<T extends z.ZodObject>(
  schema: T,
  fields: { original: keyof z.infer<T> & string; confirm: keyof z.infer<T> & string },
  message: string,
) {
  return schema.refine(
    (data) => (data as Record<string, unknown>)[fields.original] === (data as Record<string, unknown>)[fields.confirm],
    {
      message,
      path: [fields.confirm],
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | undefined;
        return typeof value?.[fields.original] === 'string' && typeof value?.[fields.confirm] === 'string';
      },
    },
  );
}
