// /admin-profile/contact-form-data: the contact-form messages, searchable and paged, with
// 'Mark Contacted' and Delete (after confirmation). Pending shows red, other values green; a
// failed load shows 'Error fetching data' (spec section 8).
import { type ContactMessageRecord, MSG } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { AppPage } from '../../../components/app-page';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { StatusChip } from '../../../components/status-chip';
import { formatDate } from '../../../lib/format';
import { useDeleteContactMessage } from '../api/delete-contact-message';
import { useContactMessages } from '../api/get-contact-messages';
import { useUpdateContactMessageStatus } from '../api/update-contact-message-status';
import { ContactCell } from '../components/contact-cell';
import { ListSection } from '../components/list-section';
import { DeleteButton, RowActions, smallButton } from '../components/row-actions';
import { SearchBox } from '../components/search-box';
import { useConfirmedAction } from '../components/use-confirmed-action';
import { PAGE_SIZE, useKeepPageInRange, useListState } from '../components/use-list-state';

export default function ContactFormDataPage() {
  const { t, i18n } = useTranslation();
  const list = useListState();
  const { data, isLoading, error } = useContactMessages(list.query);
  useKeepPageInRange(list, data?.total);
  const updateStatus = useUpdateContactMessageStatus();
  const deleteMutation = useDeleteContactMessage();
  const remove = useConfirmedAction((row: ContactMessageRecord) => deleteMutation.mutateAsync(row._id));

  const columns: Column<ContactMessageRecord>[] = [
    {
      id: 'from',
      header: t('admins.columns.from'),
      cell: (row) => `${row.firstName} ${row.lastName}`,
      className: 'font-medium',
    },
    {
      id: 'contact',
      header: t('admins.columns.contact'),
      cell: (row) => <ContactCell mobile={row.mobileNo} email={row.email} />,
    },
    { id: 'subject', header: t('admins.columns.subject'), cell: (row) => row.subject },
    {
      id: 'message',
      header: t('admins.columns.message'),
      cell: (row) => <span className="whitespace-pre-line">{row.message}</span>,
      className: 'min-w-64',
    },
    {
      id: 'received',
      header: t('admins.columns.received'),
      cell: (row) => formatDate(i18n.language, row.createdAt),
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
          {row.status === 'Pending' && (
            <button
              type="button"
              className={smallButton}
              disabled={updateStatus.isPending}
              onClick={() => notifyOutcome(() => updateStatus.mutateAsync({ id: row._id }))}
            >
              {t('staff.markContacted')}
            </button>
          )}
          <DeleteButton onClick={() => remove.ask(row)} />
        </RowActions>
      ),
    },
  ];

  return (
    <AppPage
      documentTitle={t('pages.contactFormData')}
      title={t('pages.contactFormData')}
      intro={t('admins.contactMessages.intro')}
    >
      <ListSection
        id="contact-messages"
        title={t('admins.contactMessages.listTitle')}
        total={data?.total}
        search={
          <SearchBox
            description={t('admins.contactMessages.search')}
            placeholder={t('admins.contactMessages.placeholder')}
            onSearch={list.search}
          />
        }
      >
        <DataTable
          caption={t('admins.contactMessages.listTitle')}
          columns={columns}
          rows={data?.contactFormData}
          getRowId={(row) => row._id}
          isLoading={isLoading}
          error={error}
          errorText={MSG.contactFetchError}
          emptyText={MSG.noContactMessages}
          paging={{ page: list.page, limit: PAGE_SIZE, total: data?.total ?? 0, onPageChange: list.setPage }}
        />
        <ConfirmDialog
          {...remove.dialog}
          title={t('admins.confirm.deleteMessageTitle')}
          description={t('admins.confirm.deleteMessageText', {
            name: remove.target ? `${remove.target.firstName} ${remove.target.lastName}` : '',
          })}
          confirmLabel={t('staff.delete')}
        />
      </ListSection>
    </AppPage>
  );
}
