// Optional paging and search for lists (requirements §10): without them a list returns all rows.
import { z } from 'zod';
import { LIMITS } from './limits.js';
import { MSG } from './messages.js';
import { SaidShape } from './message-format.js';
import { text } from './text.js';

const PageSchema = z.coerce.number({ error: MSG.pageInvalid }).int(MSG.pageInvalid).min(1, MSG.pageInvalid);
const LimitSchema = z.coerce
  .number({ error: MSG.limitInvalid })
  .int(MSG.limitInvalid)
  .min(1, MSG.limitInvalid)
  .max(LIMITS.pageLimitMax, MSG.limitInvalid);

export const ListQuerySchema = z.object({
  page: PageSchema.optional(),
  limit: LimitSchema.optional(),
  q: text({ max: { length: LIMITS.searchQuery, message: MSG.queryMax } }).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/**
 * A POST list may come with no body at all: that is the same as an empty one. Fastify hands a
 * missing body to the validator as null, so null counts as "no body" too.
 */
export const ListBodySchema = ListQuerySchema.nullish().transform((body) => body ?? {});

/** `total` is present whenever the request asked for a page or a search. */
export const TotalSchema = z.number().int().nonnegative().optional();

/** `total` of a list that is always paged (the directory, matches, the outbox). */
export const CountSchema = z.number().int().nonnegative();

/** A list answer: the message, the rows under `key`, then `total`. */
export function listResponse<K extends string, T extends z.ZodType, C extends typeof TotalSchema | typeof CountSchema>(
  key: K,
  item: T,
  total: C,
) {
  const rows = { [key]: z.array(item) } as { [P in K]: z.ZodArray<T> };
  return z.object({ ...SaidShape, ...rows, total });
}

/**
 * Beside `total`, only when a search's count stopped at five pages past the page (offset + 5 × limit
 * matches): true, `total` is a lower bound ("50+" on a page of 10). Absent when `total` is exact
 * (or, unsearched past 10,000 rows, the table's estimate), so those answers are as before. Added in
 * issue 12: a client that ignores it still pages.
 */
export const TotalIsLowerBoundSchema = z.boolean().optional();

/** The answer of a list the client may page and search (`ListQuery`): rows, `total`, `totalIsLowerBound`. */
export function searchableListResponse<K extends string, T extends z.ZodType>(key: K, item: T) {
  return listResponse(key, item, TotalSchema).extend({ totalIsLowerBound: TotalIsLowerBoundSchema });
}
