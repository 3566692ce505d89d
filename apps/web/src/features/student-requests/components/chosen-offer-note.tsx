// On the request form after "Request this tutor": which offer the request is for, with a way to
// choose another or to ask for any tutor; says so when the offer is not listed any more (and tells
// the form, which then sends the request without it). A lazy chunk of its own: only a visit from the
// directory needs it, so the form's first load stays within its budget.
import type { PublicTuition } from '@gharguru/contract';
import { useEffect } from 'react';
import { Link } from '../../../lib/router';
import { formatAmount } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useChosenOffer } from '../api/get-chosen-offer';

type Props = {
  tuitionId: string;
  onRemove: () => void;
  onGone: () => void;
  /** The offer once read, for the confirmation to name its tutor. */
  onOffer: (offer: PublicTuition) => void;
};

export function ChosenOfferNote({ tuitionId, onRemove, onGone, onOffer }: Props) {
  const { offer } = useChosenOffer(tuitionId);
  useEffect(() => {
    if (offer === null) onGone();
    else if (offer) onOffer(offer);
  }, [offer, onGone, onOffer]);
  if (offer === undefined) return null;
  return <ChosenOffer offer={offer} onRemove={onRemove} />;
}

function ChosenOffer({ offer, onRemove }: { offer: PublicTuition | null; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  if (offer === null) {
    return (
      <p role="status" className="mb-6 rounded-xl bg-amber-50 p-4 text-amber-950">
        {t('chosenOffer.gone')}
      </p>
    );
  }
  return (
    <section aria-labelledby="chosen-offer-title" className="mb-6 rounded-xl bg-teal-50 p-4 text-slate-900">
      <h2 id="chosen-offer-title" className="font-semibold">
        {t('chosenOffer.title')}
      </h2>
      <p className="mt-1" data-testid="chosen-offer">
        {t('chosenOffer.offer', {
          name: offer.name,
          teacher: offer.teacher.displayName,
          price: t('directory.price', {
            amount: formatAmount(i18n.language, offer.price),
            unit: t(`directory.per.${offer.priceType}`),
          }),
        })}
      </p>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to={paths.tutors} className="font-semibold text-teal-800 underline">
          {t('chosenOffer.another')}
        </Link>
        <button type="button" onClick={onRemove} className="font-semibold text-teal-800 underline">
          {t('chosenOffer.remove')}
        </button>
      </div>
    </section>
  );
}
