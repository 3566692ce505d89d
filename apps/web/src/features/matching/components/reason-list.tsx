// A suggestion's reasons or misses in words, translated by their codes (decision 014).
import type { MatchReason } from '@gharguru/contract';
import { translateMessage, useTranslation } from '../../../lib/i18n';
import { nepaliParam } from '../../../lib/format';
import { nameNepaliParamsWith } from '../../../lib/i18n/param-names';
import { localParams } from './reason-params';

// Known places and subjects inside a Nepali reason are named in Nepali (issue 33).
nameNepaliParamsWith(nepaliParam);

export function ReasonList({ title, items, tone }: { title: string; items: MatchReason[]; tone: 'fit' | 'miss' }) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</h4>
      <ul className="mt-1 space-y-1 text-sm">
        {items.map((item) => (
          <li key={`${item.code}-${item.text}`} className="flex gap-2">
            <span aria-hidden="true" className={tone === 'fit' ? 'text-green-700' : 'text-amber-800'}>
              {tone === 'fit' ? '✓' : '–'}
            </span>
            <span className={tone === 'fit' ? 'text-slate-900' : 'text-slate-700'}>
              {translateMessage(
                { message: item.text, code: item.code, params: localParams(t, i18n.language, item.params) },
                i18n.language,
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
