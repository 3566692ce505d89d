// Admin registrations waiting for approval (DESIGN.md decision 1): Approve or Reject, each after
// a confirmation.
import type { PendingAdmin } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { useApprovePendingAdmin } from '../api/approve-pending-admin';
import { usePendingAdmins } from '../api/get-pending-admins';
import { useRejectPendingAdmin } from '../api/reject-pending-admin';
import { ContactCell } from './contact-cell';
import { ListSection } from './list-section';
import { RowActions, smallButton, smallDangerButton } from './row-actions';
import { useConfirmedAction } from './use-confirmed-action';

const nameOf = (admin: PendingAdmin | null) => (admin ? `${admin.firstName} ${admin.lastName}` : '');

export function PendingAdminsList() {
  const { t, i18n } = useTranslation();
  const { data, isLoading, error } = usePendingAdmins();
  const approveMutation = useApprovePendingAdmin();
  const rejectMutation = useRejectPendingAdmin();
  const approve = useConfirmedAction((row: PendingAdmin) => approveMutation.mutateAsync(row._id));
  const reject = useConfirmedAction((row: PendingAdmin) => rejectMutation.mutateAsync(row._id));

  const columns: Column<PendingAdmin>[] = [
    { id: 'name', header: t('staff.name'), cell: (row) => nameOf(row), className: 'font-medium' },
    {
      id: 'contact',
      header: t('admins.columns.contact'),
      cell: (row) => <ContactCell mobile={row.mobile} email={row.email} />,
    },
    {
      id: 'registered',
      header: t('admins.pendingAdmins.registered'),
      cell: (row) => formatDate(i18n.language, row.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      id: 'actions',
      header: t('staff.actions'),
      cell: (row) => (
        <RowActions>
          <button type="button" className={smallButton} onClick={() => approve.ask(row)}>
            {t('admins.pendingAdmins.approve')}
          </button>
          <button type="button" className={smallDangerButton} onClick={() => reject.ask(row)}>
            {t('admins.pendingAdmins.reject')}
          </button>
        </RowActions>
      ),
    },
  ];

  return (
    <ListSection id="pending-admins" title={t('admins.pendingAdmins.title')} total={data?.adminList.length}>
      <p className="-mt-2 mb-4 text-sm text-slate-700">{t('admins.pendingAdmins.intro')}</p>
      <DataTable
        caption={t('admins.pendingAdmins.title')}
        columns={columns}
        rows={data?.adminList}
        getRowId={(row) => row._id}
        isLoading={isLoading}
        error={error}
        emptyText={t('admins.pendingAdmins.empty')}
      />
      <ConfirmDialog
        {...approve.dialog}
        title={t('admins.pendingAdmins.approveTitle')}
        description={t('admins.pendingAdmins.approveText', {
          name: nameOf(approve.target),
          email: approve.target?.email ?? '',
        })}
        confirmLabel={t('admins.pendingAdmins.approve')}
      />
      <ConfirmDialog
        {...reject.dialog}
        title={t('admins.pendingAdmins.rejectTitle')}
        description={t('admins.pendingAdmins.rejectText', {
          name: nameOf(reject.target),
          email: reject.target?.email ?? '',
        })}
        confirmLabel={t('admins.pendingAdmins.reject')}
      />
    </ListSection>
  );
}
