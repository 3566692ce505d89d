// The admin's table of teacher accounts: search, pages of 10, Verify (after checking documents; the
// directory shows a dated badge, docs/decisions/011) and its undo, and Delete after a confirmation
// that says how many tuition posts go with the teacher (requirements DEC-3).
import { MSG, type TeacherRecord } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
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

export function TeachersList() {
  const { t, i18n } = useTranslation();
  const teachers = usePagedList(useTeachers);
  const deleteMutation = useDeleteTeacher();
  const verify = useVerifyTeacher();
  const setVerified = (row: TeacherRecord, verified: boolean) =>
    notifyOutcome(() => verify.mutateAsync({ id: row._id, verified }));
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
                {t('admins.teachers.verifiedOn', { date: formatDate(i18n.language, row.verifiedAt) })}
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
          onClick={() => void setVerified(row, !row.verified)}
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
