// "My students" on the teacher dashboard (issue 10): the proposals GharGuru made to this teacher,
// to accept or decline, and the students they accepted, with the family's contact.
import type { TeacherMatch, TeacherMatchDecision } from '@gharguru/contract';
import { LoadError } from '../../../components/load-error';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/numbers';
import { useDecideTeacherMatch } from '../api/decide-teacher-match';
import { useTeacherMatches } from '../api/get-teacher-matches';
import { StudentMatchCard, matchCardId } from './student-match-card';

// Proposals first, then current students, then ended ones.
const ORDER: Record<TeacherMatch['state'], number> = {
  proposed: 0,
  accepted: 1,
  started: 1,
  declined: 2,
  withdrawn: 2,
  closed: 2,
};

export function MyStudentsSection({ enabled = true }: { enabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const matches = useTeacherMatches({ enabled });
  const decide = useDecideTeacherMatch();
  const list = [...(matches.data?.matches ?? [])].sort((a, b) => ORDER[a.state] - ORDER[b.state]);

  // The card stays (sorted anew) with its new state: its heading takes the focus, not the page.
  const onDecide = (id: string) => async (decision: TeacherMatchDecision, note: string) => {
    if (await notifyOutcome(() => decide.mutateAsync({ id, decision, note })))
      document.getElementById(`${matchCardId(id)}-title`)?.focus();
  };

  return (
    <section aria-labelledby="my-students-title" className="mb-10">
      <h2 id="my-students-title" className="mb-1 text-xl font-semibold text-slate-900">
        {t('matching.students.title')}
        {matches.data && (
          <span className="ml-2 rounded-full bg-slate-200 px-2.5 py-0.5 align-middle text-sm font-semibold text-slate-800">
            {formatNumber(i18n.language, matches.data.matches.length)}
          </span>
        )}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('matching.students.intro')}</p>
      {matches.isLoading ? (
        <Spinner />
      ) : matches.error ? (
        <LoadError error={matches.error} />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-slate-700">
          {t('matching.students.empty')}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.map((match) => (
            <StudentMatchCard
              key={match._id}
              match={match}
              deciding={decide.isPending}
              onDecide={onDecide(match._id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
