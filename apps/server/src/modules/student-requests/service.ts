// Tuition requests from visitors, and the admin's list, status updates and deletes.
import type { ListQuery, Status, StudentRequest, StudentRequestRecord } from '@gharguru/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { studentRequests } from '../../db/schema.js';
import { countListRows } from '../../lib/list-total.js';
import { pageWindow, wantsTotal } from '../../lib/paging.js';
import { preparedFor } from '../../lib/prepared.js';
import { requireFound } from '../../lib/require-found.js';
import { matchAnyColumn } from '../../lib/text-search.js';

type Ctx = Pick<AppContext, 'db'>;
type StudentRequestRow = typeof studentRequests.$inferSelect;

function toRecord(row: StudentRequestRow): StudentRequestRecord {
  return {
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A visitor cannot choose the status: the schema has no such field and the column defaults to Pending. */
export async function createStudentRequest({ ctx, input }: { ctx: Ctx; input: StudentRequest }): Promise<void> {
  await ctx.db.insert(studentRequests).values({ ...input, email: input.email ?? null, status: 'Pending' });
}

const requestsPage = preparedFor((db) =>
  db
    .select()
    .from(studentRequests)
    .orderBy(desc(studentRequests.createdAt), desc(studentRequests.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('student_requests_page'),
);

export async function findStudentRequests({
  ctx,
  query,
}: {
  ctx: Ctx;
  query: ListQuery;
}): Promise<{ studentList: StudentRequestRecord[]; total?: number }> {
  const where = matchAnyColumn(query.q, [
    studentRequests.firstName,
    studentRequests.lastName,
    studentRequests.mobile,
    studentRequests.email,
    studentRequests.city,
    studentRequests.area,
    sql`array_to_string(${studentRequests.subjects}, ' ')`,
  ]);
  const window = pageWindow(query);
  if (window && !where) {
    // The dashboard's own call (a page, no search): a prepared statement.
    const rows = await requestsPage(ctx.db).execute({ limit: window.limit, offset: window.offset });
    const total = await countListRows({ db: ctx.db, table: studentRequests });
    return { studentList: rows.map(toRecord), total };
  }
  const select = ctx.db
    .select()
    .from(studentRequests)
    .where(where)
    .orderBy(desc(studentRequests.createdAt), desc(studentRequests.id))
    .$dynamic();
  const rows = await (window ? select.limit(window.limit).offset(window.offset) : select);
  const total = wantsTotal(query) ? await countListRows({ db: ctx.db, table: studentRequests, where }) : undefined;
  return { studentList: rows.map(toRecord), total };
}

export async function updateStudentRequestStatus({
  ctx,
  id,
  status,
}: {
  ctx: Ctx;
  id: string;
  status: Status;
}): Promise<void> {
  const updated = await ctx.db
    .update(studentRequests)
    .set({ status })
    .where(eq(studentRequests.id, id))
    .returning({ id: studentRequests.id });
  requireFound(updated, id);
}

export async function deleteStudentRequest({ ctx, id }: { ctx: Ctx; id: string }): Promise<void> {
  const deleted = await ctx.db
    .delete(studentRequests)
    .where(eq(studentRequests.id, id))
    .returning({ id: studentRequests.id });
  requireFound(deleted, id);
}
