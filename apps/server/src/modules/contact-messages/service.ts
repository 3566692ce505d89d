// Contact-us messages: visitors send them; admins list them, mark them contacted and delete them.
import type { ContactMessage, ContactMessageRecord, ContactStatus, ListQuery } from '@gharguru/contract';
import { desc, getTableColumns } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { contactMessages } from '../../db/schema.js';
import { findListPage, pageOf } from '../../lib/paging.js';
import { deleteById, updateById } from '../../lib/require-found.js';
import { matchSearchText } from '../../lib/text-search.js';
import { notifyContactMessageCreated } from '../notifications/notify.js';

type Ctx = Pick<AppContext, 'db'>;
type ContactMessageRow = Omit<typeof contactMessages.$inferSelect, 'searchText'>;

function toRecord(row: ContactMessageRow): ContactMessageRecord {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobileNo: row.mobileNo,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The admins' notifications are written in the same transaction (issue 11). */
export async function createContactMessage({
  ctx,
  input,
}: {
  ctx: Pick<AppContext, 'db' | 'config'>;
  input: ContactMessage;
}): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...input, email: input.email ?? null, status: 'Pending' });
    await notifyContactMessageCreated({ tx, publicUrl: ctx.config.notifications.publicUrl }, input);
  });
}

/** Every column but the stored search text (read by the search only). */
const { searchText: _searchText, ...messageColumns } = getTableColumns(contactMessages);

export async function findContactMessages({
  ctx,
  query,
}: {
  ctx: Ctx;
  query: ListQuery;
}): Promise<{ contactFormData: ContactMessageRecord[]; total?: number; totalIsLowerBound?: boolean }> {
  // first name, last name, e-mail, mobile number, subject and message (schema.ts, migration 0010)
  const where = matchSearchText(query.q, contactMessages.searchText);
  const { rows, ...total } = await findListPage({
    query,
    count: { table: contactMessages, search: where },
    rows: (window, total) =>
      pageOf(
        ctx.db
          .select({ ...messageColumns, total })
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .$dynamic(),
        window,
      ),
  });
  return { contactFormData: rows.map(toRecord), ...total };
}

export async function updateContactMessageStatus({
  ctx,
  id,
  status,
}: {
  ctx: Ctx;
  id: string;
  status: ContactStatus;
}): Promise<void> {
  await updateById(ctx.db, contactMessages, id, { status });
}

export async function deleteContactMessage({ ctx, id }: { ctx: Ctx; id: string }): Promise<void> {
  await deleteById(ctx.db, contactMessages, id);
}
