// A match's state as text and colour: waiting states in wheat, accepted and started in green, ended
// ones in grey (never colour alone).
import type { MatchState } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';

const TONES: Record<MatchState, string> = {
  proposed: 'bg-[#f5deb3] text-amber-950 ring-amber-900/20',
  accepted: 'bg-green-100 text-green-900 ring-green-800/20',
  started: 'bg-green-100 text-green-900 ring-green-800/20',
  declined: 'bg-slate-100 text-slate-800 ring-slate-700/20',
  withdrawn: 'bg-slate-100 text-slate-800 ring-slate-700/20',
  closed: 'bg-slate-100 text-slate-800 ring-slate-700/20',
};

export function MatchStateChip({ state }: { state: MatchState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[state]}`}
    >
      {t(`matching.states.${state}`)}
    </span>
  );
}
