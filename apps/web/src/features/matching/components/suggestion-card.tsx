// One ranked tutor on the admin's request page: who, their offer, the fit score, the reasons and
// misses in words, and Propose.
import type { Suggestion } from '@gharguru/contract';
import { areaAndCity, formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/numbers';
import { fullName } from './labels';
import { ReasonList } from './reason-list';

export function SuggestionCard({
  suggestion,
  rank,
  name: buttonName,
  canPropose,
  proposing,
  onPropose,
}: {
  suggestion: Suggestion;
  rank: number;
  /** The tutor's name as Propose names it: with the place when two suggestions share a name. */
  name: string;
  canPropose: boolean;
  proposing: boolean;
  onPropose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { teacher, tuition } = suggestion;
  const name = fullName(teacher);
  const headingId = `suggestion-${teacher._id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="suggestion"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-slate-600">
            {t('matching.suggestions.rank', { rank: formatNumber(i18n.language, rank) })}
          </p>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {name}
          </h3>
          <p className="text-sm text-slate-700">
            {areaAndCity(i18n.language, teacher.area, teacher.city)} ·{' '}
            {teacher.verified ? t('matching.suggestions.verified') : t('matching.suggestions.notVerified')}
            {teacher.activeMatches > 0 &&
              ` · ${t('matching.suggestions.active', { amount: formatNumber(i18n.language, teacher.activeMatches) })}`}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {tuition
              ? t('matching.suggestions.offer', {
                  name: tuition.name,
                  price: formatPrice(t, i18n.language, tuition.price, tuition.priceType),
                })
              : t('matching.suggestions.noOffer')}
          </p>
        </div>
        <span className="rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-900 ring-1 ring-inset ring-teal-800/20">
          {t('matching.suggestions.score', { score: formatNumber(i18n.language, suggestion.score) })}
        </span>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <ReasonList title={t('matching.suggestions.reasons')} items={suggestion.reasons} tone="fit" />
        <ReasonList title={t('matching.suggestions.misses')} items={suggestion.misses} tone="miss" />
      </div>
      <div className="mt-4">
        <button
          type="button"
          className="btn-primary w-full sm:w-auto"
          aria-label={t('matching.suggestions.proposeLabel', { name: buttonName })}
          disabled={!canPropose || proposing}
          onClick={onPropose}
        >
          {t('matching.suggestions.propose')}
        </button>
      </div>
    </li>
  );
}
