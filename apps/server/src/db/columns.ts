// Column sets more than one module selects, written once.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { teachers, tuitions } from './schema.js';

/** What a list or a suggestion shows of an offer: its name, subjects, classes and fee. */
export const offerSummaryColumns = {
  id: tuitions.id,
  name: tuitions.name,
  subjects: tuitions.subjects,
  forClass: tuitions.forClass,
  price: tuitions.price,
  priceType: tuitions.priceType,
};

/** A teacher's identity and place as an admin's matching screens show them. */
export const teacherPlaceColumns = {
  id: teachers.id,
  firstName: teachers.firstName,
  lastName: teachers.lastName,
  mobile: teachers.mobile,
  level: teachers.level,
  city: teachers.city,
  area: teachers.area,
  verifiedAt: teachers.verifiedAt,
};

/**
 * A timestamp as the text `Date.prototype.toISOString` gives (UTC, milliseconds cut, not rounded, as
 * JavaScript cuts the microseconds when it reads the driver's text), written by the database: no
 * `Date` is parsed from the driver's text and written again per value (about 3 µs per value on the
 * loaded bench machine; docs/performance.md). For answers only: order and compare by the column.
 */
export function isoText(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
