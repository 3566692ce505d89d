// /track's advance (issue 29): when the agency asked the family for an advance, how much, what was
// paid, until when it is refunded if no tutor starts, and what was refunded.
import { formatRupees, type TrackAdvance } from '@gharguru/contract';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

export function AdvanceStatus({ advance }: { advance: TrackAdvance }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (paisa: number) => formatRupees(paisa, language);
  return (
    <div className="mt-4 border-t border-teal-200 pt-3" data-testid="advance">
      <p className="font-semibold">{t('track.advance.title')}</p>
      <p className="mt-1 text-slate-700">
        {t('track.advance.amount', { amount: money(advance.amount), paid: money(advance.paid) })}
      </p>
      {advance.paid < advance.amount && advance.status !== 'refunded' && (
        <p className="mt-1 text-slate-700">{t('track.advance.dueOn', { date: formatDate(language, advance.dueOn) })}</p>
      )}
      {advance.refunded > 0 ? (
        <p className="mt-1 font-medium text-slate-900">
          {t('track.advance.refunded', { amount: money(advance.refunded) })}
        </p>
      ) : (
        advance.refundableUntil && (
          <p className="mt-1 text-slate-700">
            {t('track.advance.refundBy', { date: formatDate(language, advance.refundableUntil) })}
          </p>
        )
      )}
    </div>
  );
}
