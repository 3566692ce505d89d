// /admin-outbox: every notification GharGuru wrote (issue 11), newest first, filtered by state and
// paged; a failed one can be sent again. A family's number or address comes masked from the server.
import { OUTBOX_STATES, type OutboxMessage, type OutboxState } from '@gharguru/contract';
import { useId, useState } from 'react';
import { AppPage } from '../../../components/app-page';
import { type Column, DataTable } from '../../../components/data-table';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { useTranslation } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/numbers';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../api/get-outbox';
import { useResendOutboxMessage } from '../api/resend-outbox-message';
import { outboxColumns } from '../components/outbox-columns';

export default function OutboxPage() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<OutboxState | undefined>();
  const [page, setPage] = useState(1);
  const outbox = useOutbox({ state, page });
  const resend = useResendOutboxMessage();
  const filterId = useId();
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
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="outbox-title" className="text-xl font-semibold text-slate-900">
            {t('notifications.outbox.listTitle')}
            {outbox.data && (
              <span className="ml-2 rounded-full bg-slate-200 px-2.5 py-0.5 align-middle text-sm font-semibold text-slate-800">
                {formatNumber(i18n.language, outbox.data.total)}
              </span>
            )}
          </h2>
          <div className="flex flex-col gap-1">
            <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
              {t('notifications.outbox.filter')}
            </label>
            <select
              id={filterId}
              className="min-h-11 rounded-md border border-slate-400 bg-white px-3 text-slate-900"
              value={state ?? ''}
              onChange={(event) => {
                setState((event.target.value || undefined) as OutboxState | undefined);
                setPage(1);
              }}
            >
              <option value="">{t('notifications.outbox.allStates')}</option>
              {OUTBOX_STATES.map((value) => (
                <option key={value} value={value}>
                  {t(`notifications.states.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
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
