// One match as its teacher sees it. A proposal shows the class, subjects, timing and area only,
// with Accept / Decline and an optional note; once accepted, the family's name and a tap-to-call
// mobile number.
import {
  MATCH_NOTE_MAX,
  TEACHER_MATCH_DECISIONS,
  type TeacherMatch,
  type TeacherMatchDecision,
} from '@gharguru/contract';
import { useState } from 'react';
import { placeLabel, subjectsLabel } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { classLabel, fullName } from './labels';
import { MatchStateChip } from './match-state-chip';

/** The card's id: My students puts the focus on its heading after Accept or Decline (issue 33). */
export const matchCardId = (matchId: string) => `student-match-${matchId}`;

export function StudentMatchCard({
  match,
  deciding,
  onDecide,
}: {
  match: TeacherMatch;
  deciding: boolean;
  onDecide: (decision: TeacherMatchDecision, note: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = matchCardId(match._id);
  const [note, setNote] = useState('');
  const { request, family } = match;
  const className = classLabel(t, request.class);
  return (
    <li aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3
          id={`${id}-title`}
          tabIndex={-1}
          className="scroll-mt-24 text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {t('matching.students.studentClass', {
            class: className,
            subjects: subjectsLabel(i18n.language, request.subjects),
          })}
        </h3>
        <MatchStateChip state={match.state} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t('matching.students.timing', { timing: t(`options.timing.${request.timing}`) })}
      </p>
      <p className="text-sm text-slate-700">
        {t('matching.students.place', {
          area: placeLabel(i18n.language, request.area),
          city: placeLabel(i18n.language, request.city),
        })}
      </p>
      {match.tuition && (
        <p className="text-sm text-slate-700">{t('matching.students.offer', { name: match.tuition.name })}</p>
      )}
      {family ? (
        <div className="mt-3 rounded-lg bg-green-50 p-3 text-green-950" data-testid="family-contact">
          <p className="font-semibold">{t('matching.students.family', { name: fullName(family) })}</p>
          <a
            href={`tel:${family.mobile}`}
            aria-label={t('matching.students.callLabel', { name: fullName(family), mobile: family.mobile })}
            className="btn-primary mt-2 w-full sm:w-auto"
          >
            {t('matching.students.call', { mobile: family.mobile })}
          </a>
        </div>
      ) : (
        match.state === 'proposed' && (
          <p className="mt-3 text-sm text-slate-700">{t('matching.students.contactHidden')}</p>
        )
      )}
      {match.teacherNote && (
        <p className="mt-2 text-sm text-slate-700">{t('matching.students.yourNote', { note: match.teacherNote })}</p>
      )}
      {match.state === 'proposed' && (
        <div className="mt-4 grid gap-3">
          <div className="grid gap-1">
            <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-800">
              {t('matching.students.note')} {t('common.optional')}
            </label>
            <textarea
              id={`${id}-note`}
              rows={2}
              maxLength={MATCH_NOTE_MAX}
              className="rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-3">
            {TEACHER_MATCH_DECISIONS.map((decision) => (
              <button
                key={decision}
                type="button"
                className={`${decision === 'accept' ? 'btn-primary' : 'btn-secondary'} flex-1 sm:flex-none`}
                aria-label={t(`matching.students.${decision}Label`, { class: className })}
                disabled={deciding}
                onClick={() => onDecide(decision, note)}
              >
                {t(`matching.students.${decision}`)}
              </button>
            ))}
          </div>
        </div>
      )}
    </li>
  );
}
