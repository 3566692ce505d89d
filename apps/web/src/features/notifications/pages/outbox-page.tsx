// /admin-outbox: every notification GharGuru wrote (issue 11), newest first, filtered by state and
// paged; a failed one can be sent again. A family's number or address comes masked from the server.
import { OUTBOX_STATES, type OutboxMessage, type OutboxState } from '@gharguru/contract';
import { useState } from 'react';
import { AppPage } from '../../../components/app-page';
import { type Column, DataTable } from '../../../components/data-table';
import { FilteredListHeading } from '../../../components/filtered-list-heading';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { useTranslation } from '../../../lib/i18n';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../api/get-outbox';
import { useResendOutboxMessage } from '../api/resend-outbox-message';
import { outboxColumns } from '../components/outbox-columns';

export default function OutboxPage() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<OutboxState | undefined>();
  const [page, setPage] = useState(1);
  const outbox = useOutbox({ state, page });
  const resend = useResendOutboxMessage();
  const channels = outbox.data?.channels;

  const columns: Column<OutboxMessage>[] = [
    ...outboxColumns(t, i18n.language),
    {
      id: 'actions',
      header: t('staff.actions'),
      cell: (row) =>
        row.state === 'failed' ? (
          <button
            type="button"
            className="btn-secondary"
            disabled={resend.isPending}
            onClick={() => notifyOutcome(() => resend.mutateAsync(row._id))}
          >
            {t('notifications.outbox.resend')}
          </button>
        ) : null,
    },
  ];

  return (
    <AppPage
      documentTitle={t('notifications.outbox.title')}
      title={t('notifications.outbox.title')}
      intro={t('notifications.outbox.intro')}
    >
      {channels && (!channels.email || !channels.sms) && (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {!channels.email && !channels.sms
            ? t('notifications.outbox.noChannels')
            : !channels.email
              ? t('notifications.outbox.noEmail')
              : t('notifications.outbox.noSms')}
        </p>
      )}
      <section aria-labelledby="outbox-title">
        <FilteredListHeading
          titleId="outbox-title"
          title={t('notifications.outbox.listTitle')}
          total={outbox.data?.total}
          filter={{
            label: t('notifications.outbox.filter'),
            allLabel: t('notifications.outbox.allStates'),
            states: OUTBOX_STATES,
            stateLabel: (value) => t(`notifications.states.${value}`),
            value: state,
            onChange: (value) => {
              setState(value);
              setPage(1);
            },
          }}
        />
        <DataTable
          caption={t('notifications.outbox.listTitle')}
          columns={columns}
          rows={outbox.data?.outbox}
          getRowId={(row) => row._id}
          isLoading={outbox.isLoading}
          error={outbox.error}
          emptyText={t('notifications.outbox.empty')}
          paging={{ page, limit: OUTBOX_PAGE_SIZE, total: outbox.data?.total ?? 0, onPageChange: setPage }}
        />
      </section>
    </AppPage>
  );
}
