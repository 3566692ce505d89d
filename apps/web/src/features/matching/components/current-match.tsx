// The request's active match on the admin's request page: the tutor, its state, and what the
// admin may do next (withdraw a proposal; start, with its fee, or close an accepted match; close a
// started one).
import type { AdminMatch } from '@gharguru/contract';
import { type RefObject, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateAdminMatch } from '../api/update-admin-match';
import { CloseMatchForm } from './close-match-form';
import { fullName } from './labels';
import { MatchStateChip } from './match-state-chip';
import { StartMatchForm } from './start-match-form';

export function CurrentMatch({
  match,
  headingRef,
}: {
  match: AdminMatch | undefined;
  /** The section's heading: the focus lands on it after Propose, Start, Close or Withdraw (issue 33). */
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t, i18n } = useTranslation();
  const update = useUpdateAdminMatch();
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  // The button that was pressed goes away with the state it changed: the result takes the focus.
  const move = async (change: Parameters<typeof update.mutateAsync>[0]) => {
    if (await notifyOutcome(() => update.mutateAsync(change))) headingRef.current?.focus();
  };

  return (
    <section aria-labelledby="current-match-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2
        id="current-match-title"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-xl font-semibold text-slate-900 focus:outline-none"
      >
        {t('matching.current.title')}
      </h2>
      {!match ? (
        <p className="mt-2 text-slate-700" data-testid="no-active-match">
          {t('matching.current.none')}
        </p>
      ) : (
        <div data-testid="active-match">
          <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-900">
            <span className="font-semibold">{fullName(match.teacher)}</span>
            <a className="text-teal-800 underline" href={`tel:${match.teacher.mobile}`}>
              {match.teacher.mobile}
            </a>
            <MatchStateChip state={match.state} />
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {t('matching.current.since', { date: formatDate(i18n.language, match.createdAt) })}
          </p>
          {match.teacherNote && (
            <p className="mt-1 text-sm text-slate-700">
              {t('matching.current.teacherNote', { note: match.teacherNote })}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-3">
            {match.state === 'proposed' && (
              <button type="button" className="btn-secondary" onClick={() => setConfirmWithdraw(true)}>
                {t('matching.current.withdraw')}
              </button>
            )}
          </div>
          {match.state === 'accepted' && <StartMatchForm matchId={match._id} />}
          {(match.state === 'accepted' || match.state === 'started') && (
            <CloseMatchForm
              pending={update.isPending}
              onClose={(closeReason, note) => move({ id: match._id, state: 'closed', closeReason, note })}
            />
          )}
          <ConfirmDialog
            open={confirmWithdraw}
            onOpenChange={setConfirmWithdraw}
            title={t('matching.current.withdrawTitle')}
            description={t('matching.current.withdrawText', { name: fullName(match.teacher) })}
            confirmLabel={t('matching.current.withdraw')}
            pending={update.isPending}
            onConfirm={async () => {
              setConfirmWithdraw(false);
              await move({ id: match._id, state: 'withdrawn' });
            }}
          />
        </div>
      )}
    </section>
  );
}
