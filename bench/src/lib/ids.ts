// Bench rows get ids derived from their number, so pgbench (which only draws random integers)
// can name the same rows as the HTTP load: md5 of a prefix and the number, shaped as a version-4
// UUID (the API validates ids with z.uuid(), which wants the version and variant digits).
import { createHash } from 'node:crypto';

/** t: teacher, p: tuition post, a: admin, r: student request. */
export type IdKind = 't' | 'p' | 'a' | 'r';

export function benchId(kind: IdKind, n: number): string {
  const hex = createHash('md5').update(`${kind}${n}`).digest('hex');
  const v4 = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${v4.slice(0, 8)}-${v4.slice(8, 12)}-${v4.slice(12, 16)}-${v4.slice(16, 20)}-${v4.slice(20)}`;
}

/** The same id computed in SQL from a pgbench integer variable (a few microseconds per call). */
export function benchIdSql(kind: IdKind, variable: string): string {
  return `overlay(overlay(md5('${kind}' || :${variable}) placing '4' from 13) placing '8' from 17)::uuid`;
}
