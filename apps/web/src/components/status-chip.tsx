// A status shown as text and colour (spec section 4): never colour alone.
import { useTranslation } from '../lib/i18n';

export type ChipTone = 'wheat' | 'green' | 'red' | 'amber';

const TONES: Record<ChipTone, string> = {
  // Wheat background with dark text keeps AA contrast.
  wheat: 'bg-[#f5deb3] text-amber-950 ring-amber-900/20',
  green: 'bg-green-100 text-green-900 ring-green-800/20',
  red: 'bg-red-100 text-red-900 ring-red-800/20',
  amber: 'bg-amber-100 text-amber-950 ring-amber-900/20',
};

export function StatusChip({ status, tone }: { status: string; tone: ChipTone }) {
  const { t } = useTranslation();
  const label =
    status === 'Pending' || status === 'Completed' || status === 'Contacted' ? t(`status.${status}`) : status;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {label}
    </span>
  );
}
