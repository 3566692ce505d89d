// Updates and deletes by id report how many rows they touched; none means the id names nothing.
import { say } from '@gharguru/contract';
import { AppError } from './app-error.js';

/** Throws 404 "No data found for ID …" when an update or delete by `id` returned no row. */
export function requireFound(rows: readonly unknown[], id: string): void {
  if (rows.length === 0) throw new AppError('NOT_FOUND', say('noDataForId', { id }));
}
