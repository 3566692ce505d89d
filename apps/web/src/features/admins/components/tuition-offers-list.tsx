// The admin's table of all teachers' tuition offers: search, pages of 10, Update Status (and Mark
// Pending to undo), and Delete after confirmation. Pending shows in the error colour. Update Status
// is the approval for the public directory (docs/decisions/011), so each offer says in words whether
// it is listed and what the status button will change.
import { type AdminTuitionRecord, MSG } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import type { Column } from '../../../components/data-table';
import { formatPrice } from '../../../lib/format';
import { useDeleteTuitionOffer } from '../api/delete-tuition-offer';
import { useTuitionOffers } from '../api/get-tuition-offers';
import { useUpdateTuitionOfferStatus } from '../api/update-tuition-offer-status';
import { statusActionsColumn, statusColumn, subjectsColumn } from './admin-columns';
import { AdminList, deleteConfirm } from './admin-list';
import { useConfirmedAction } from './use-confirmed-action';
import { usePagedList } from './use-list-state';

export function TuitionOffersList() {
  const { t, i18n } = useTranslation();
  const offers = usePagedList(useTuitionOffers);
  const updateStatus = useUpdateTuitionOfferStatus();
  const deleteMutation = useDeleteTuitionOffer();
  const remove = useConfirmedAction((row: AdminTuitionRecord) => deleteMutation.mutateAsync(row._id));

  const columns: Column<AdminTuitionRecord>[] = [
    { id: 'name', header: t('admins.columns.tuition'), cell: (row) => row.name, className: 'font-medium' },
    { id: 'teacher', header: t('admins.columns.teacher'), cell: (row) => row.teacherName },
    subjectsColumn(t, i18n.language),
    { id: 'forClass', header: t('admins.columns.forClass'), cell: (row) => t(`tuitions.forClass.${row.forClass}`) },
    {
      id: 'price',
      header: t('admins.columns.price'),
      cell: (row) => formatPrice(t, i18n.language, row.price, row.priceType),
      className: 'whitespace-nowrap',
    },
    statusColumn(t, 'red', (row) => t(`statusWords.offer.${row.status}`)),
    {
      id: 'directory',
      header: t('admins.columns.directory'),
      cell: (row) => (
        <span className={row.listed ? 'font-medium text-green-900' : 'text-slate-700'}>
          {t(row.listed ? 'admins.tuitions.listed' : 'admins.tuitions.notListed')}
        </span>
      ),
    },
    statusActionsColumn(
      t,
      updateStatus,
      remove.ask,
      (row) => t(row.status === 'Pending' ? 'admins.tuitions.willList' : 'admins.tuitions.willUnlist'),
      (row) => t('staff.rows.offer', { name: row.name }),
    ),
  ];

  return (
    <AdminList
      id="tuition-offers"
      title={t('admins.tuitions.title')}
      intro={t('admins.tuitions.intro')}
      search={{ description: t('admins.tuitions.search'), placeholder: t('admins.tuitions.placeholder') }}
      query={offers}
      rows={offers.data?.tuitionList}
      columns={columns}
      emptyText={MSG.noTuitions}
      confirms={[
        deleteConfirm(
          t,
          remove,
          t('admins.confirm.deleteTuitionTitle'),
          t('admins.confirm.deleteTuitionText', {
            name: remove.target?.name ?? '',
            teacher: remove.target?.teacherName ?? '',
          }),
        ),
      ]}
    />
  );
}
