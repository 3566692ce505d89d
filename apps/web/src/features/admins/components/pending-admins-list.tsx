// Admin registrations waiting for approval (requirements DEC-1): Approve or Reject, each after
// a confirmation.
import type { PendingAdmin } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import type { Column } from '../../../components/data-table';
import { useApprovePendingAdmin } from '../api/approve-pending-admin';
import { usePendingAdmins } from '../api/get-pending-admins';
import { useRejectPendingAdmin } from '../api/reject-pending-admin';
import { actionsColumn, contactColumn, dateColumn, fullName, nameColumn } from './admin-columns';
import { AdminList } from './admin-list';
import { smallButton, smallDangerButton } from './row-actions';
import { useConfirmedAction } from './use-confirmed-action';

export function PendingAdminsList() {
  const { t, i18n } = useTranslation();
  const pending = usePendingAdmins();
  const approveMutation = useApprovePendingAdmin();
  const rejectMutation = useRejectPendingAdmin();
  const approve = useConfirmedAction((row: PendingAdmin) => approveMutation.mutateAsync(row._id));
  const reject = useConfirmedAction((row: PendingAdmin) => rejectMutation.mutateAsync(row._id));

  const columns: Column<PendingAdmin>[] = [
    nameColumn(t('staff.name')),
    contactColumn(t, (row) => row),
    dateColumn('registered', t('admins.pendingAdmins.registered'), i18n.language),
    actionsColumn(t, (row) => (
      <>
        <button
          type="button"
          className={smallButton}
          aria-label={t('staff.rowAction', {
            action: t('admins.pendingAdmins.approve'),
            row: t('staff.rows.admin', { name: fullName(row) }),
          })}
          onClick={() => approve.ask(row)}
        >
          {t('admins.pendingAdmins.approve')}
        </button>
        <button
          type="button"
          className={smallDangerButton}
          aria-label={t('staff.rowAction', {
            action: t('admins.pendingAdmins.reject'),
            row: t('staff.rows.admin', { name: fullName(row) }),
          })}
          onClick={() => reject.ask(row)}
        >
          {t('admins.pendingAdmins.reject')}
        </button>
      </>
    )),
  ];

  return (
    <AdminList
      id="pending-admins"
      title={t('admins.pendingAdmins.title')}
      intro={t('admins.pendingAdmins.intro')}
      query={pending}
      rows={pending.data?.adminList}
      columns={columns}
      emptyText={t('admins.pendingAdmins.empty')}
      confirms={[
        {
          ...approve.dialog,
          title: t('admins.pendingAdmins.approveTitle'),
          description: t('admins.pendingAdmins.approveText', {
            name: fullName(approve.target),
            email: approve.target?.email ?? '',
          }),
          confirmLabel: t('admins.pendingAdmins.approve'),
        },
        {
          ...reject.dialog,
          title: t('admins.pendingAdmins.rejectTitle'),
          description: t('admins.pendingAdmins.rejectText', {
            name: fullName(reject.target),
            email: reject.target?.email ?? '',
          }),
          confirmLabel: t('admins.pendingAdmins.reject'),
        },
      ]}
    />
  );
}
