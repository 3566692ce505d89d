// The outbox table's columns: when, what kind, how and to whom, state, tries and the last error.
import type { OutboxMessage, OutboxState } from '@gharguru/contract';
import type { Column } from '../../../components/data-table';
import { type ChipTone, StatusChip } from '../../../components/status-chip';
import { formatDateTime } from '../../../lib/format';
import type { TFunction } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/numbers';

const STATE_TONES: Record<OutboxState, ChipTone> = { pending: 'amber', sending: 'wheat', sent: 'green', failed: 'red' };

export function outboxColumns(t: TFunction, language: string): Column<OutboxMessage>[] {
  return [
    {
      id: 'created',
      header: t('notifications.outbox.created'),
      cell: (row) => formatDateTime(language, row.createdAt),
      className: 'whitespace-nowrap',
    },
    { id: 'kind', header: t('notifications.outbox.kind'), cell: (row) => t(`notifications.kinds.${row.kind}`) },
    {
      id: 'recipient',
      header: t('notifications.outbox.recipient'),
      cell: (row) => (
        <span className="break-all">
          {t(`notifications.channels.${row.channel}`)} · {row.recipient}
          <span className="block text-xs text-slate-600">{t(`notifications.recipients.${row.recipientKind}`)}</span>
        </span>
      ),
    },
    {
      id: 'state',
      header: t('notifications.outbox.state'),
      cell: (row) => <StatusChip status={t(`notifications.states.${row.state}`)} tone={STATE_TONES[row.state]} />,
    },
    {
      id: 'attempts',
      header: t('notifications.outbox.attempts'),
      cell: (row) => formatNumber(language, row.attempts),
    },
    {
      id: 'lastError',
      header: t('notifications.outbox.lastError'),
      cell: (row) => <span className="break-words text-sm">{row.lastError ?? '—'}</span>,
      className: 'min-w-48',
    },
  ];
}
