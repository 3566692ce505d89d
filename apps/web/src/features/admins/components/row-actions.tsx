// The buttons of one table row, wrapping on narrow cards.
import type { Status } from '@gharguru/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2 md:flex-nowrap">{children}</div>;
}

export const smallButton = 'btn-secondary whitespace-nowrap px-3 py-1.5 text-xs';
export const smallDangerButton = 'btn-danger whitespace-nowrap px-3 py-1.5 text-xs';

/**
 * 'Update Status' completes a Pending record (the spec's call with no body); on a Completed record
 * 'Mark Pending' undoes it (DESIGN.md decision 2).
 */
export function StatusButton({
  status,
  disabled,
  describedBy,
  onUpdate,
}: {
  status: Status;
  disabled: boolean;
  /** The id of a text that says what the button will change. */
  describedBy?: string;
  onUpdate: (status?: 'Pending') => void;
}) {
  const { t } = useTranslation();
  const pending = status === 'Pending';
  return (
    <button
      type="button"
      className={smallButton}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={() => (pending ? onUpdate() : onUpdate('Pending'))}
    >
      {pending ? t('staff.updateStatus') : t('staff.markPending')}
    </button>
  );
}

export function DeleteButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={smallDangerButton} onClick={onClick}>
      {t('staff.delete')}
    </button>
  );
}
