// Where a tuition request stands, in plain words (issue 33), from its newest match: looking for a
// tutor, tutor proposed, tutor found, lessons started, closed. The stored status (Pending /
// Completed) stays for the specification's clients; people read these.
import type { RequestProgress } from '@gharguru/contract';
import { useTranslation } from '../lib/i18n';
import { type ChipTone, StatusChip } from './status-chip';

const TONE: Record<RequestProgress, ChipTone> = {
  looking: 'wheat',
  proposed: 'amber',
  found: 'green',
  started: 'green',
  closed: 'amber',
};

export function RequestProgressChip({ progress }: { progress: RequestProgress }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      status={progress}
      label={t(`statusWords.request.${progress}`)}
      tone={TONE[progress]}
      shape={progress === 'looking' || progress === 'proposed' ? 'waiting' : progress === 'closed' ? undefined : 'done'}
    />
  );
}
