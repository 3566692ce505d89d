// The buttons of one table row: wrapping on cards, one above the other in a table (a narrow column).
import type { Status } from '@gharguru/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2 lg:flex-col lg:items-start">{children}</div>;
}

export const smallButton = 'btn-secondary whitespace-nowrap px-3 py-1.5 text-xs';
export const smallDangerButton = 'btn-danger whitespace-nowrap px-3 py-1.5 text-xs';

/**
 * 'Update Status' completes a Pending record (the call with no body of requirements BEH-8); on a Completed record
 * 'Mark Pending' undoes it (requirements DEC-2).
 */
export function StatusButton({
  status,
  disabled,
  describedBy,
  row,
  onUpdate,
}: {
  status: Status;
  disabled: boolean;
  /** The id of a text that says what the button will change. */
  describedBy?: string;
  /** The row in words ("request from Sita Sharma"), so the button's name says which row it changes. */
  row?: string;
  /** With the button, which takes the focus back once the change is made. */
  onUpdate: (status: 'Pending' | undefined, button: HTMLButtonElement) => void;
}) {
  const { t } = useTranslation();
  const pending = status === 'Pending';
  const action = pending ? t('staff.updateStatus') : t('staff.markPending');
  return (
    <button
      type="button"
      className={smallButton}
      disabled={disabled}
      aria-label={row ? t('staff.rowAction', { action, row }) : undefined}
      aria-describedby={describedBy}
      onClick={(event) => onUpdate(pending ? undefined : 'Pending', event.currentTarget)}
    >
      {action}
    </button>
  );
}

/** `row` in words ("request from Sita Sharma") names the button with its row. */
export function DeleteButton({ onClick, row }: { onClick: () => void; row?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={smallDangerButton}
      aria-label={row ? t('staff.rowAction', { action: t('staff.delete'), row }) : undefined}
      onClick={onClick}
    >
      {t('staff.delete')}
    </button>
  );
}
