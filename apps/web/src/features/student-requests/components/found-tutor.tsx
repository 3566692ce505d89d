// The tracking page's tutor once a teacher accepted the request (issue 10): "Tutor found: Ram T.,
// Maths and Science", since when, and the next step.
import type { RequestMatch } from '@gharguru/contract';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

export function FoundTutor({ match }: { match: RequestMatch }) {
  const { t, i18n } = useTranslation();
  const subjects = new Intl.ListFormat(i18n.language === 'ne' ? 'ne' : 'en', { type: 'conjunction' }).format(
    match.subjects,
  );
  return (
    <div className="mt-3 rounded-lg bg-white p-3" data-testid="found-tutor">
      <p className="font-semibold text-slate-900">{t('track.tutor', { name: match.teacherDisplayName, subjects })}</p>
      <p className="text-sm text-slate-700">
        {t('track.tutorSince', { date: formatDate(i18n.language, match.since) })}
      </p>
      <p className="mt-2 text-slate-800">{t('track.nextStep')}</p>
    </div>
  );
}
