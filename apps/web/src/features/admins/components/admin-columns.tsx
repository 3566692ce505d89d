// The columns several admin lists show (a person's name and contact, subjects, place, a date, the
// status, and the actions of a record that has a status), so every list shows them the same way.
import type { Status } from '@gharguru/contract';
import { type ReactNode, useId } from 'react';
import type { Column } from '../../../components/data-table';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { StatusChip } from '../../../components/status-chip';
import type { TFunction } from '../../../lib/i18n';
import { formatDate, placeLabel, subjectsLabel } from '../../../lib/format';
import { ContactCell } from './contact-cell';
import { DeleteButton, RowActions, StatusButton } from './row-actions';

type Person = { firstName: string; lastName: string };

export const fullName = (person: Person | null) => (person ? `${person.firstName} ${person.lastName}` : '');

export function nameColumn<Row extends Person>(header: string): Column<Row> {
  return { id: 'name', header, cell: fullName, className: 'font-medium' };
}

export function contactColumn<Row>(
  t: TFunction,
  contactOf: (row: Row) => { mobile: string; email?: string | null },
): Column<Row> {
  return { id: 'contact', header: t('admins.columns.contact'), cell: (row) => <ContactCell {...contactOf(row)} /> };
}

export function subjectsColumn<Row extends { subjects: string[] }>(t: TFunction, language: string): Column<Row> {
  return {
    id: 'subjects',
    header: t('admins.columns.subjects'),
    cell: (row) => subjectsLabel(language, row.subjects),
  };
}

/** The city and area in the page's language (issue 33). */
export function placeColumn<Row extends { city: string; area: string }>(t: TFunction, language: string): Column<Row> {
  return {
    id: 'place',
    header: t('admins.columns.place'),
    cell: (row) => `${placeLabel(language, row.city)}, ${placeLabel(language, row.area)}`,
  };
}

export function dateColumn<Row extends { createdAt: string }>(
  id: string,
  header: string,
  language: string,
): Column<Row> {
  return { id, header, cell: (row) => formatDate(language, row.createdAt), className: 'whitespace-nowrap' };
}

/** Pending in `pendingTone` (requirements §4 give each list its colour), anything else green. */
export function statusColumn<Row extends { status: string }>(
  t: TFunction,
  pendingTone: 'wheat' | 'red',
  /** The status in plain words, where the stored value would mislead (issue 33). */
  labelOf?: (row: Row) => string,
): Column<Row> {
  return {
    id: 'status',
    header: t('staff.status'),
    cell: (row) => (
      <StatusChip status={row.status} label={labelOf?.(row)} tone={row.status === 'Pending' ? pendingTone : 'green'} />
    ),
  };
}

/** The row's buttons. */
export function actionsColumn<Row>(t: TFunction, buttons: (row: Row) => ReactNode): Column<Row> {
  return { id: 'actions', header: t('staff.actions'), cell: (row) => <RowActions>{buttons(row)}</RowActions> };
}

/** A list's status update call (api/update-*-status): no status completes, 'Pending' undoes. */
type StatusUpdate = {
  isPending: boolean;
  mutateAsync: (input: { id: string; status?: Status }) => Promise<{ message: string }>;
};

/**
 * 'Update Status' (or 'Mark Pending'), with the server's answer as a notification, and Delete.
 * `effect` says in words what the status button will change (shown under the buttons, and the
 * button's description).
 */
export function statusActionsColumn<Row extends { _id: string; status: Status }>(
  t: TFunction,
  updateStatus: StatusUpdate,
  remove: (row: Row) => void,
  effect?: (row: Row) => string,
  /** The row in words ("request from Sita Sharma"), naming its buttons. */
  rowName?: (row: Row) => string,
): Column<Row> {
  return {
    id: 'actions',
    header: t('staff.actions'),
    cell: (row) => (
      <EffectActions effect={effect?.(row)}>
        {(effectId) => (
          <RowActions>
            <StatusButton
              status={row.status}
              disabled={updateStatus.isPending}
              describedBy={effectId}
              row={rowName?.(row)}
              onUpdate={async (status, button) => {
                // The button is disabled while the change travels, which drops the focus: it takes it
                // back, now saying what it will do next (issue 33).
                if (await notifyOutcome(() => updateStatus.mutateAsync({ id: row._id, status }))) button.focus();
              }}
            />
            <DeleteButton row={rowName?.(row)} onClick={() => remove(row)} />
          </RowActions>
        )}
      </EffectActions>
    ),
  };
}

/**
 * A row's buttons with the line that says what the first will change. The list shows each cell twice
 * (a table from 1024 px, cards below), so the line's id is made per copy: no id is used twice.
 */
export function EffectActions({
  effect,
  children,
}: {
  effect: string | undefined;
  children: (effectId: string | undefined) => ReactNode;
}) {
  const id = useId();
  if (effect === undefined) return children(undefined);
  return (
    <div className="grid gap-1">
      {children(id)}
      <p id={id} className="text-xs text-slate-600">
        {effect}
      </p>
    </div>
  );
}
