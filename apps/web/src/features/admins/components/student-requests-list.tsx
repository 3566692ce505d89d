// The admin's table of visitors' tuition requests: search, pages of 10, Update Status (and Mark
// Pending to undo), and Delete after confirmation. Pending shows in wheat, other values in green.
import { MSG, type StudentRequestRecord } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { StatusChip } from '../../../components/status-chip';
import { useDeleteStudentRequest } from '../api/delete-student-request';
import { useStudentRequests } from '../api/get-student-requests';
import { useUpdateStudentRequestStatus } from '../api/update-student-request-status';
import { ContactCell } from './contact-cell';
import { ListSection } from './list-section';
import { DeleteButton, RowActions, StatusButton } from './row-actions';
import { SearchBox } from './search-box';
import { useConfirmedAction } from './use-confirmed-action';
import { PAGE_SIZE, useKeepPageInRange, useListState } from './use-list-state';

export function StudentRequestsList() {
  const { t } = useTranslation();
  const list = useListState();
  const { data, isLoading, error } = useStudentRequests(list.query);
  useKeepPageInRange(list, data?.total);
  const updateStatus = useUpdateStudentRequestStatus();
  const deleteMutation = useDeleteStudentRequest();
  const remove = useConfirmedAction((row: StudentRequestRecord) => deleteMutation.mutateAsync(row._id));

  const classLabel = (value: string) =>
    value === 'Bachelor' ? t('fields.bachelor') : t('fields.classOption', { value });
  const timingLabel = (value: StudentRequestRecord['timing']) => t(`options.timing.${value}`);

  const columns: Column<StudentRequestRecord>[] = [
    {
      id: 'name',
      header: t('staff.name'),
      cell: (row) => `${row.firstName} ${row.lastName}`,
      className: 'font-medium',
    },
    {
      id: 'contact',
      header: t('admins.columns.contact'),
      cell: (row) => <ContactCell mobile={row.mobile} email={row.email} />,
    },
    {
      id: 'class',
      header: t('admins.columns.class'),
      cell: (row) => classLabel(row.class),
      className: 'whitespace-nowrap',
    },
    { id: 'subjects', header: t('admins.columns.subjects'), cell: (row) => row.subjects.join(', ') },
    { id: 'timing', header: t('admins.columns.timing'), cell: (row) => timingLabel(row.timing) },
    { id: 'place', header: t('admins.columns.place'), cell: (row) => `${row.city}, ${row.area}` },
    {
      id: 'status',
      header: t('staff.status'),
      cell: (row) => <StatusChip status={row.status} tone={row.status === 'Pending' ? 'wheat' : 'green'} />,
    },
    {
      id: 'actions',
      header: t('staff.actions'),
      cell: (row) => (
        <RowActions>
          <StatusButton
            status={row.status}
            disabled={updateStatus.isPending}
            onUpdate={(status) => notifyOutcome(() => updateStatus.mutateAsync({ id: row._id, status }))}
          />
          <DeleteButton onClick={() => remove.ask(row)} />
        </RowActions>
      ),
    },
  ];

  return (
    <ListSection
      id="student-requests"
      title={t('admins.students.title')}
      total={data?.total}
      search={
        <SearchBox
          description={t('admins.students.search')}
          placeholder={t('admins.students.placeholder')}
          onSearch={list.search}
        />
      }
    >
      <DataTable
        caption={t('admins.students.title')}
        columns={columns}
        rows={data?.studentList}
        getRowId={(row) => row._id}
        isLoading={isLoading}
        error={error}
        emptyText={MSG.noStudents}
        paging={{ page: list.page, limit: PAGE_SIZE, total: data?.total ?? 0, onPageChange: list.setPage }}
      />
      <ConfirmDialog
        {...remove.dialog}
        title={t('admins.confirm.deleteStudentTitle')}
        description={t('admins.confirm.deleteStudentText', {
          name: remove.target ? `${remove.target.firstName} ${remove.target.lastName}` : '',
        })}
        confirmLabel={t('staff.delete')}
      />
    </ListSection>
  );
}
