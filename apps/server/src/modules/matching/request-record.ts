// One student request as the admin's request page shows it (the suggestions' `request`).
import type { StudentRequestRecord } from '@gharguru/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { studentRequests, teachers, tuitions } from '../../db/schema.js';

type Ctx = Pick<AppContext, 'db'>;

export type RequestRow = typeof studentRequests.$inferSelect;

/** The request row and its record; undefined for an unknown id. */
export async function findRequestRecord({
  ctx,
  id,
}: {
  ctx: Ctx;
  id: string;
}): Promise<{ row: RequestRow; record: StudentRequestRecord } | undefined> {
  const [found] = await ctx.db
    .select({
      row: studentRequests,
      chosenName: tuitions.name,
      chosenTeacher: sql<string | null>`${teachers.firstName} || ' ' || ${teachers.lastName}`,
    })
    .from(studentRequests)
    .leftJoin(tuitions, eq(tuitions.id, studentRequests.tuitionId))
    .leftJoin(teachers, eq(teachers.id, tuitions.teacherId))
    .where(eq(studentRequests.id, id))
    .limit(1);
  if (!found) return undefined;
  const { row, chosenName, chosenTeacher } = found;
  return {
    row,
    record: {
      _id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      mobile: row.mobile,
      email: row.email,
      class: row.class,
      subjects: row.subjects,
      timing: row.timing,
      city: row.city,
      area: row.area,
      status: row.status,
      requestCode: row.requestCode,
      tuition:
        row.tuitionId && chosenName ? { _id: row.tuitionId, name: chosenName, teacherName: chosenTeacher ?? '' } : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}
