// A tuition post's status in plain words (issue 33: Waiting for approval, Listed): Pending in the error colour, other values green (requirements §4), with
// what it means for the teacher (issue 14): Pending is "waiting for admin review".
import type { Status } from '@gharguru/contract';
import { StatusChip } from '../../../components/status-chip';
import { useTranslation } from '../../../lib/i18n';

export function TuitionStatusChip({ status }: { status: Status }) {
  const { t } = useTranslation();
  const pending = status === 'Pending';
  return (
    <StatusChip
      status={status}
      label={t(`statusWords.offer.${status}`)}
      tone={pending ? 'red' : 'green'}
      meaning={pending ? t('status.meaning.tuitionPending') : t('status.meaning.tuitionCompleted')}
    />
  );
}
