// The admin's table of all teachers' tuition offers: search, pages of 10, Update Status (and Mark
// Pending to undo), and Delete after confirmation. Pending shows in the error colour.
import { type AdminTuitionRecord, MSG } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { StatusChip } from '../../../components/status-chip';
import { formatPrice } from '../../../lib/format';
import { useDeleteTuitionOffer } from '../api/delete-tuition-offer';
import { useTuitionOffers } from '../api/get-tuition-offers';
import { useUpdateTuitionOfferStatus } from '../api/update-tuition-offer-status';
import { ListSection } from './list-section';
import { DeleteButton, RowActions, StatusButton } from './row-actions';
import { SearchBox } from './search-box';
import { useConfirmedAction } from './use-confirmed-action';
import { PAGE_SIZE, useKeepPageInRange, useListState } from './use-list-state';

export function TuitionOffersList() {
  const { t, i18n } = useTranslation();
  const list = useListState();
  const { data, isLoading, error } = useTuitionOffers(list.query);
  useKeepPageInRange(list, data?.total);
  const updateStatus = useUpdateTuitionOfferStatus();
  const deleteMutation = useDeleteTuitionOffer();
  const remove = useConfirmedAction((row: AdminTuitionRecord) => deleteMutation.mutateAsync(row._id));

  const columns: Column<AdminTuitionRecord>[] = [
    { id: 'name', header: t('admins.columns.tuition'), cell: (row) => row.name, className: 'font-medium' },
    { id: 'teacher', header: t('admins.columns.teacher'), cell: (row) => row.teacherName },
    { id: 'subjects', header: t('admins.columns.subjects'), cell: (row) => row.subjects.join(', ') },
    { id: 'forClass', header: t('admins.columns.forClass'), cell: (row) => t(`tuitions.forClass.${row.forClass}`) },
    {
      id: 'price',
      header: t('admins.columns.price'),
      cell: (row) => formatPrice(t, i18n.language, row.price, row.priceType),
      className: 'whitespace-nowrap',
    },
    {
      id: 'status',
      header: t('staff.status'),
      cell: (row) => <StatusChip status={row.status} tone={row.status === 'Pending' ? 'red' : 'green'} />,
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
      id="tuition-offers"
      title={t('admins.tuitions.title')}
      total={data?.total}
      search={
        <SearchBox
          description={t('admins.tuitions.search')}
          placeholder={t('admins.tuitions.placeholder')}
          onSearch={list.search}
        />
      }
    >
      <DataTable
        caption={t('admins.tuitions.title')}
        columns={columns}
        rows={data?.tuitionList}
        getRowId={(row) => row._id}
        isLoading={isLoading}
        error={error}
        emptyText={MSG.noTuitions}
        paging={{ page: list.page, limit: PAGE_SIZE, total: data?.total ?? 0, onPageChange: list.setPage }}
      />
      <ConfirmDialog
        {...remove.dialog}
        title={t('admins.confirm.deleteTuitionTitle')}
        description={t('admins.confirm.deleteTuitionText', {
          name: remove.target?.name ?? '',
          teacher: remove.target?.teacherName ?? '',
        })}
        confirmLabel={t('staff.delete')}
      />
    </ListSection>
  );
}
