// The admin's table of teacher accounts: search, pages of 10, Verify (after checking documents, with
// what was checked: the directory shows a badge naming the checks and the month, docs/decisions/011,
// issue 27) and its undo, and Delete after a confirmation that says how many tuition posts go with
// the teacher (requirements DEC-3).
import { MSG, type TeacherRecord, VERIFICATION_CHECKS, type VerificationCheck } from '@gharguru/contract';
import { useState } from 'react';
import { registerPageTexts, useTranslation } from '../../../lib/i18n';
import { enTutorProfile } from '../../../lib/i18n/en-tutor-profile';
import { verificationBadge } from '../../../lib/tutor-profile';
import { ChoiceList } from '../../../components/form/choice-list';
import type { Column } from '../../../components/data-table';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { degreeLabel, formatDate, levelLabel } from '../../../lib/format';
import { formatNumber } from '../../../lib/i18n/numbers';
import { useDeleteTeacher } from '../api/delete-teacher';
import { useTeachers } from '../api/get-teachers';
import { useVerifyTeacher } from '../api/verify-teacher';
import { actionsColumn, contactColumn, dateColumn, fullName, placeColumn, subjectsColumn } from './admin-columns';
import { AdminList, deleteConfirm } from './admin-list';
import { DeleteButton, smallButton } from './row-actions';
import { photoColumn } from './teacher-photo-column';
import { useConfirmedAction } from './use-confirmed-action';
import { usePagedList } from './use-list-state';

// The badge's words (the directory's texts; Nepali has them loaded).
registerPageTexts(enTutorProfile);

/** Verify asks what was checked first; the checks go to the server with `verified: true`. */
function useVerifyWithChecks(run: (row: TeacherRecord, checks: VerificationCheck[]) => Promise<unknown>) {
  const [target, setTarget] = useState<TeacherRecord | null>(null);
  const [checks, setChecks] = useState<VerificationCheck[]>([]);
  const [running, setRunning] = useState(false);
  return {
    target,
    checks,
    setChecks,
    ask: (row: TeacherRecord) => {
      setChecks(row.verificationChecks);
      setTarget(row);
    },
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setTarget(null);
      },
      pending: running,
      onConfirm: async () => {
        if (!target) return;
        setRunning(true);
        await run(target, checks);
        setRunning(false);
        setTarget(null);
      },
    },
  };
}

export function TeachersList() {
  const { t, i18n } = useTranslation();
  const teachers = usePagedList(useTeachers);
  const deleteMutation = useDeleteTeacher();
  const verify = useVerifyTeacher();
  const unverify = (row: TeacherRecord) => notifyOutcome(() => verify.mutateAsync({ id: row._id, verified: false }));
  const verifyWithChecks = useVerifyWithChecks((row, checks) =>
    notifyOutcome(() => verify.mutateAsync({ id: row._id, verified: true, checks })),
  );
  const remove = useConfirmedAction((row: TeacherRecord) => deleteMutation.mutateAsync(row._id));

  const columns: Column<TeacherRecord>[] = [
    {
      id: 'name',
      header: t('staff.name'),
      className: 'font-medium',
      // The verification under the name, so the table still fits a laptop screen.
      cell: (row) => (
        <>
          {fullName(row)}
          <span className="mt-1 block font-normal">
            {row.verifiedAt ? (
              <span className="inline-flex items-start gap-1 rounded-md bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 ring-1 ring-green-800/20 ring-inset">
                <span aria-hidden="true">✓</span>
                {verificationBadge(t, i18n.language, row) ??
                  t('admins.teachers.verifiedOn', { date: formatDate(i18n.language, row.verifiedAt) })}
              </span>
            ) : (
              <span className="text-xs text-slate-700">{t('admins.teachers.notVerified')}</span>
            )}
          </span>
          {/* Issue 30: whether SMS can go to the teacher's number. */}
          <span className="mt-1 block text-xs font-normal text-slate-700">
            {t(row.mobileConfirmed ? 'admins.teachers.mobileConfirmed' : 'admins.teachers.mobileUnconfirmed')}
          </span>
        </>
      ),
    },
    photoColumn(t),
    contactColumn(t, (row) => row),
    { id: 'degree', header: t('admins.columns.degree'), cell: (row) => degreeLabel(t, row.degree) },
    { id: 'level', header: t('admins.columns.level'), cell: (row) => levelLabel(t, row.level) },
    subjectsColumn(t, i18n.language),
    placeColumn(t, i18n.language),
    { id: 'posts', header: t('admins.columns.posts'), cell: (row) => formatNumber(i18n.language, row.postCount) },
    dateColumn('since', t('staff.userSince'), i18n.language),
    actionsColumn(t, (row) => (
      <div className="flex flex-col items-start gap-2">
        <button
          type="button"
          className={smallButton}
          disabled={verify.isPending}
          aria-label={t(row.verified ? 'admins.teachers.unverifyLabel' : 'admins.teachers.verifyLabel', {
            name: fullName(row),
          })}
          onClick={() => (row.verified ? void unverify(row) : verifyWithChecks.ask(row))}
        >
          {t(row.verified ? 'admins.teachers.unverify' : 'admins.teachers.verify')}
        </button>
        <DeleteButton row={t('staff.rows.teacher', { name: fullName(row) })} onClick={() => remove.ask(row)} />
      </div>
    )),
  ];

  return (
    <AdminList
      id="teachers"
      title={t('admins.teachers.title')}
      intro={t('admins.teachers.intro')}
      search={{ description: t('admins.teachers.search'), placeholder: t('admins.teachers.placeholder') }}
      query={teachers}
      rows={teachers.data?.teacherList}
      columns={columns}
      // A search that matches nobody has "no data"; an empty platform has "no teachers".
      emptyText={teachers.list.q.trim() ? MSG.noData : MSG.noTeachers}
      confirms={[
        {
          ...verifyWithChecks.dialog,
          onConfirm: () => void verifyWithChecks.dialog.onConfirm(),
          title: t('admins.teachers.verifyLabel', { name: fullName(verifyWithChecks.target) }),
          description: t('profileForm.checksHint'),
          confirmLabel: t('admins.teachers.verify'),
          tone: 'primary',
          children: (
            <ChoiceList
              legend={t('profileForm.checksLegend')}
              className="mt-4"
              options={VERIFICATION_CHECKS.map((value) => ({ value, label: t(`profileForm.checkOptions.${value}`) }))}
              value={verifyWithChecks.checks}
              onChange={verifyWithChecks.setChecks}
            />
          ),
        },
        deleteConfirm(
          t,
          remove,
          t('admins.confirm.deleteTeacherTitle'),
          t('admins.confirm.deleteTeacherText', {
            name: fullName(remove.target),
            count: remove.target?.postCount ?? 0,
          }),
        ),
      ]}
    />
  );
}
