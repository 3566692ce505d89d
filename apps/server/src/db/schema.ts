// The database schema (PostgreSQL dialect) for PGlite and PostgreSQL servers alike.
// Columns are snake_case in SQL (drizzle `casing`), camelCase in TypeScript; the API maps ids to `_id`.
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  AdminRole,
  ContactStatus,
  Degree,
  ForClass,
  PriceType,
  Status,
  TeacherLevel,
  Timing,
} from '@gharguru/contract';

const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const accountColumns = {
  id: uuid().primaryKey().defaultRandom(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  mobile: text().notNull(),
  email: text().notNull(),
  passwordHash: text().notNull(),
  /** Bumped on every password change: tokens carry it, so older tokens stop working. */
  tokenVersion: integer().notNull().default(0),
};

export const admins = pgTable(
  'admins',
  {
    ...accountColumns,
    role: text().$type<AdminRole>().notNull().default('adminRolePending'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('admins_email_lower_key').on(sql`lower(${table.email})`),
    index('admins_role_created_idx').on(table.role, table.createdAt),
  ],
);

export const teachers = pgTable(
  'teachers',
  {
    ...accountColumns,
    degree: text().$type<Degree>().notNull(),
    subjects: text().array().notNull(),
    level: text().$type<TeacherLevel>().notNull(),
    city: text().notNull(),
    area: text().notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('teachers_email_lower_key').on(sql`lower(${table.email})`),
    index('teachers_created_idx').on(table.createdAt, table.id),
  ],
);

export const tuitions = pgTable(
  'tuitions',
  {
    id: uuid().primaryKey().defaultRandom(),
    teacherId: uuid()
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    subjects: text().array().notNull(),
    forClass: text().$type<ForClass>().notNull(),
    price: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    priceType: text().$type<PriceType>().notNull().default('monthly'),
    teacherDetails: text(),
    status: text().$type<Status>().notNull().default('Pending'),
    ...timestamps,
  },
  (table) => [
    index('tuitions_teacher_created_idx').on(table.teacherId, table.createdAt, table.id),
    index('tuitions_created_idx').on(table.createdAt, table.id),
  ],
);

export const studentRequests = pgTable(
  'student_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    mobile: text().notNull(),
    email: text(),
    class: text().notNull(),
    subjects: text().array().notNull(),
    timing: text().$type<Timing>().notNull(),
    city: text().notNull(),
    area: text().notNull(),
    status: text().$type<Status>().notNull().default('Pending'),
    ...timestamps,
  },
  (table) => [index('student_requests_created_idx').on(table.createdAt, table.id)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text(),
    mobileNo: text().notNull(),
    subject: text().notNull(),
    message: text().notNull().default(''),
    status: text().$type<ContactStatus>().notNull().default('Pending'),
    ...timestamps,
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt, table.id)],
);

export const schema = { admins, teachers, tuitions, studentRequests, contactMessages };
export type Schema = typeof schema;
