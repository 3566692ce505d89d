// A charge's status as text and colour: owed in wheat, settled in green, refunded in slate.
import type { ChargeStatus } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';

const TONE: Record<ChargeStatus, string> = {
  due: 'bg-amber-100 text-amber-900 ring-amber-800/20',
  partlyPaid: 'bg-amber-100 text-amber-900 ring-amber-800/20',
  paid: 'bg-green-100 text-green-900 ring-green-800/20',
  refunded: 'bg-slate-100 text-slate-800 ring-slate-700/20',
};

export function ChargeStatusChip({ status }: { status: ChargeStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[status]}`}>
      {t(`books.chargeStates.${status}`)}
    </span>
  );
}
