// The match page's charges (issue 29): what starting the match created, with its payments. Shown by
// the matching desk's request page through this component.
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useMatchCharges } from '../api/get-match-charges';
import { ChargeCard } from './charge-card';

export function MatchCharges({ matchId }: { matchId: string }) {
  const { t } = useTranslation();
  const charges = useMatchCharges(matchId);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {t('books.charges.title')}
      </h2>
      {charges.isLoading ? (
        <Spinner />
      ) : charges.error || !charges.data ? (
        <LoadError error={charges.error} />
      ) : charges.data.charges.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('books.charges.none')}</p>
      ) : (
        <div className="mt-3 space-y-4">
          {charges.data.charges.map((charge) => (
            <ChargeCard key={charge._id} charge={charge} />
          ))}
        </div>
      )}
    </section>
  );
}
