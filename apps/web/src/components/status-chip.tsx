// A status shown as text, a shape and colour (requirements §4): never colour alone. One scheme for
// every list (issue 14): waiting statuses carry a clock, finished ones a tick, in the colour requirements §4
// gives each list; `meaning` says in words what the status means for the reader (e.g. a teacher's
// Pending: "waiting for admin review").
import { Icon } from './icons/icon';
import { useTranslation } from '../lib/i18n';

export type ChipTone = 'wheat' | 'green' | 'red' | 'amber';

const TONES: Record<ChipTone, string> = {
  // Wheat background with dark text keeps AA contrast.
  wheat: 'bg-[#f5deb3] text-amber-950 ring-amber-900/20',
  green: 'bg-green-100 text-green-900 ring-green-800/20',
  red: 'bg-red-100 text-red-900 ring-red-800/20',
  amber: 'bg-amber-100 text-amber-950 ring-amber-900/20',
};

export function StatusChip({
  status,
  label: givenLabel,
  tone,
  meaning,
  shape = status === 'Pending' ? 'waiting' : tone === 'green' ? 'done' : undefined,
}: {
  status: string;
  /** The words shown, when they are not the status's own (issue 33: "Listed", "Tutor found"). */
  label?: string;
  tone: ChipTone;
  meaning?: string;
  /** Waiting for someone (a clock) or done (a tick); by default Pending waits and green is done. */
  shape?: 'waiting' | 'done';
}) {
  const { t } = useTranslation();
  const label =
    givenLabel ??
    (status === 'Pending' || status === 'Completed' || status === 'Contacted' ? t(`status.${status}`) : status);
  const chip = (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {shape && <Icon name={shape === 'waiting' ? 'clock' : 'check-circle'} className="size-3.5 shrink-0" />}
      {label}
    </span>
  );
  if (!meaning) return chip;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      {chip}
      <span className="text-xs text-slate-600">{meaning}</span>
    </span>
  );
}
