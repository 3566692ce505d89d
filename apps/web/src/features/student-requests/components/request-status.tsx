// /track's answer: the request's stage in plain words, when it was sent, its tutor once a teacher
// accepted, the offer the family chose and the family's advance (issue 29). A lazy chunk (with the
// date formatting) that the page downloads with the HTTP client before it asks, so a visitor who
// only opens /track carries none of it (issue 12) and the answer never waits for it.
import type { RequestStatusResponse } from '@gharguru/contract';
import { Suspense, lazy } from 'react';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { AdvanceStatus } from './advance-status';

// Only a request a teacher accepted shows its tutor.
const FoundTutor = lazy(() => import('./found-tutor').then((module) => ({ default: module.FoundTutor })));

export function RequestStatus({ status }: { status: RequestStatusResponse }) {
  const { t, i18n } = useTranslation();
  return (
    <section role="status" className="mt-6 rounded-xl bg-teal-50 p-4 text-slate-900" data-testid="request-status">
      <p className="text-lg font-semibold">{t(`track.stages.${status.status}`)}</p>
      <p className="mt-1 text-slate-700">
        {t('track.submittedOn', { date: formatDate(i18n.language, status.submittedAt) })}
      </p>
      {status.match && (
        <Suspense fallback={null}>
          <FoundTutor match={status.match} />
        </Suspense>
      )}
      {status.tuition && (
        <p className="mt-1 text-slate-700">
          {t('track.chosen', { name: status.tuition.name, teacher: status.tuition.teacher.displayName })}
        </p>
      )}
      {status.advance && <AdvanceStatus advance={status.advance} />}
    </section>
  );
}
