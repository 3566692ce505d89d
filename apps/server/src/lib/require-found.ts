// Updates and deletes by id report how many rows they touched; none means the id names nothing.
import { say } from '@gharguru/contract';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { AppError } from './app-error.js';

/** Throws 404 "No data found for ID …" when an update or delete by `id` returned no row. */
export function requireFound(rows: readonly unknown[], id: string): void {
  if (rows.length === 0) throw new AppError('NOT_FOUND', say('noDataForId', { id }));
}

type TableWithId = PgTable & { id: PgColumn };

/** Sets `values` on the row `id` of `table`; 404 when there is no such row. */
export async function updateById<T extends TableWithId>(
  db: Db,
  table: T,
  id: string,
  values: PgUpdateSetSource<T>,
): Promise<void> {
  requireFound(await db.update(table).set(values).where(eq(table.id, id)).returning({ id: table.id }), id);
}

/** Deletes the row `id` of `table`; 404 when there is no such row. */
export async function deleteById(db: Db, table: TableWithId, id: string): Promise<void> {
  requireFound(await db.delete(table).where(eq(table.id, id)).returning({ id: table.id }), id);
}
