// /admin-profile/contact-form-data: the contact-form messages, searchable and paged, with
// 'Mark Contacted' and Delete (after confirmation). Pending shows red, other values green; a
// failed load shows 'Error fetching data' (requirements §8).
import { type ContactMessageRecord, MSG } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { AppPage } from '../../../components/app-page';
import type { Column } from '../../../components/data-table';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { useDeleteContactMessage } from '../api/delete-contact-message';
import { useContactMessages } from '../api/get-contact-messages';
import { useUpdateContactMessageStatus } from '../api/update-contact-message-status';
import { actionsColumn, contactColumn, dateColumn, fullName, statusColumn } from '../components/admin-columns';
import { AdminList, deleteConfirm } from '../components/admin-list';
import { DeleteButton, smallButton } from '../components/row-actions';
import { useConfirmedAction } from '../components/use-confirmed-action';
import { usePagedList } from '../components/use-list-state';

export default function ContactFormDataPage() {
  const { t, i18n } = useTranslation();
  const messages = usePagedList(useContactMessages);
  const updateStatus = useUpdateContactMessageStatus();
  const deleteMutation = useDeleteContactMessage();
  const remove = useConfirmedAction((row: ContactMessageRecord) => deleteMutation.mutateAsync(row._id));

  const columns: Column<ContactMessageRecord>[] = [
    { id: 'from', header: t('admins.columns.from'), cell: fullName, className: 'font-medium' },
    contactColumn(t, (row) => ({ mobile: row.mobileNo, email: row.email })),
    { id: 'subject', header: t('admins.columns.subject'), cell: (row) => row.subject },
    {
      id: 'message',
      header: t('admins.columns.message'),
      cell: (row) => <span className="whitespace-pre-line">{row.message}</span>,
      className: 'min-w-64',
    },
    dateColumn('received', t('admins.columns.received'), i18n.language),
    statusColumn(t, 'red'),
    actionsColumn(t, (row) => (
      <>
        {row.status === 'Pending' && (
          <button
            type="button"
            className={smallButton}
            disabled={updateStatus.isPending}
            aria-label={t('staff.rowAction', {
              action: t('staff.markContacted'),
              row: t('staff.rows.message', { name: fullName(row) }),
            })}
            onClick={() => notifyOutcome(() => updateStatus.mutateAsync({ id: row._id }))}
          >
            {t('staff.markContacted')}
          </button>
        )}
        <DeleteButton row={t('staff.rows.message', { name: fullName(row) })} onClick={() => remove.ask(row)} />
      </>
    )),
  ];

  return (
    <AppPage
      documentTitle={t('pages.contactFormData')}
      title={t('pages.contactFormData')}
      intro={t('admins.contactMessages.intro')}
    >
      <AdminList
        id="contact-messages"
        title={t('admins.contactMessages.listTitle')}
        search={{
          description: t('admins.contactMessages.search'),
          placeholder: t('admins.contactMessages.placeholder'),
        }}
        query={messages}
        rows={messages.data?.contactFormData}
        columns={columns}
        errorText={MSG.contactFetchError}
        emptyText={MSG.noContactMessages}
        confirms={[
          deleteConfirm(
            t,
            remove,
            t('admins.confirm.deleteMessageTitle'),
            t('admins.confirm.deleteMessageText', { name: fullName(remove.target) }),
          ),
        ]}
      />
    </AppPage>
  );
}
