// The admin's table of visitors' tuition requests: search, pages of 10, Update Status (and Mark
// Pending to undo), and Delete after confirmation. Pending shows in wheat, other values in green.
// Beside each request: the code the family tracks it with (a link to the request's page with its
// suggested tutors, issue 10) and the directory offer they chose.
import { MSG, REQUEST_CLOSE_REASONS, type RequestCloseReason, type StudentRequestRecord } from '@gharguru/contract';
import { useId, useState } from 'react';
import { RequestProgressChip } from '../../../components/request-progress-chip';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import type { Column } from '../../../components/data-table';
import { useDeleteStudentRequest } from '../api/delete-student-request';
import { useStudentRequests } from '../api/get-student-requests';
import { useUpdateStudentRequestStatus } from '../api/update-student-request-status';
import { useCloseStudentRequest } from '../api/close-student-request';
import {
  EffectActions,
  contactColumn,
  fullName,
  nameColumn,
  placeColumn,
  statusActionsColumn,
  subjectsColumn,
} from './admin-columns';
import { DeleteButton, RowActions, smallButton } from './row-actions';
import { AdminList, deleteConfirm } from './admin-list';
import { useConfirmedAction } from './use-confirmed-action';
import { usePagedList } from './use-list-state';

export function StudentRequestsList() {
  const { t, i18n } = useTranslation();
  const requests = usePagedList(useStudentRequests);
  const updateStatus = useUpdateStudentRequestStatus();
  const deleteMutation = useDeleteStudentRequest();
  const remove = useConfirmedAction((row: StudentRequestRecord) => deleteMutation.mutateAsync(row._id));
  // A request no teacher accepted is closed with a reason, never completed (issue 33).
  const closeMutation = useCloseStudentRequest();
  const [reason, setReason] = useState<RequestCloseReason>('familyCancelled');
  const close = useConfirmedAction((row: StudentRequestRecord) =>
    closeMutation.mutateAsync({ id: row._id, closeReason: reason }),
  );
  const reasonId = useId();
  const withoutTutor = (row: StudentRequestRecord) =>
    row.status === 'Pending' && (row.progress === 'looking' || row.progress === 'proposed');
  const completeOrReopen = statusActionsColumn(
    t,
    updateStatus,
    remove.ask,
    (row) => t(row.status === 'Pending' ? 'admins.students.willComplete' : 'admins.students.willReopen'),
    (row) => t('staff.rows.request', { name: fullName(row) }),
  );

  const classLabel = (value: string) =>
    value === 'Bachelor' ? t('fields.bachelor') : t('fields.classOption', { value: Number(value) });
  const timingLabel = (value: StudentRequestRecord['timing']) => t(`options.timing.${value}`);

  const columns: Column<StudentRequestRecord>[] = [
    nameColumn(t('staff.name')),
    {
      id: 'requestCode',
      header: t('admins.columns.requestCode'),
      cell: (row) => (
        <>
          <Link
            to={paths.adminRequest(row._id)}
            aria-label={t('matching.openRequestLabel', { code: row.requestCode })}
            className="font-mono font-semibold whitespace-nowrap text-teal-800 underline"
          >
            {row.requestCode}
          </Link>
          <span className="mt-1 block text-xs text-slate-700">
            {row.tuition
              ? t('admins.students.chose', { name: row.tuition.name, teacher: row.tuition.teacherName })
              : t('admins.students.noChoice')}
          </span>
        </>
      ),
    },
    contactColumn(t, (row) => row),
    {
      id: 'class',
      header: t('admins.columns.class'),
      cell: (row) => classLabel(row.class),
      className: 'whitespace-nowrap',
    },
    subjectsColumn(t, i18n.language),
    { id: 'timing', header: t('admins.columns.timing'), cell: (row) => timingLabel(row.timing) },
    placeColumn(t, i18n.language),
    {
      id: 'status',
      header: t('staff.status'),
      cell: (row) => <RequestProgressChip progress={row.progress} />,
    },
    {
      ...completeOrReopen,
      cell: (row) => {
        if (!withoutTutor(row)) return completeOrReopen.cell(row);
        const rowName = t('staff.rows.request', { name: fullName(row) });
        return (
          <EffectActions effect={t('admins.students.willClose')}>
            {(effectId) => (
              <RowActions>
                <button
                  type="button"
                  className={smallButton}
                  aria-label={t('staff.rowAction', { action: t('admins.students.closeAction'), row: rowName })}
                  aria-describedby={effectId}
                  onClick={() => {
                    setReason('familyCancelled');
                    close.ask(row);
                  }}
                >
                  {t('admins.students.close')}
                </button>
                <DeleteButton row={rowName} onClick={() => remove.ask(row)} />
              </RowActions>
            )}
          </EffectActions>
        );
      },
    },
  ];

  return (
    <AdminList
      id="student-requests"
      title={t('admins.students.title')}
      search={{ description: t('admins.students.search'), placeholder: t('admins.students.placeholder') }}
      query={requests}
      rows={requests.data?.studentList}
      columns={columns}
      emptyText={MSG.noStudents}
      confirms={[
        {
          ...close.dialog,
          title: t('admins.students.closeTitle'),
          confirmLabel: t('admins.students.close'),
          description: (
            <>
              <span className="block">{t('admins.students.closeText', { name: fullName(close.target) })}</span>
              <label htmlFor={reasonId} className="mt-3 block text-sm font-medium text-slate-900">
                {t('admins.students.closeReason')}
              </label>
              <select
                id={reasonId}
                value={reason}
                onChange={(event) => setReason(event.target.value as RequestCloseReason)}
                className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
              >
                {REQUEST_CLOSE_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`admins.students.closeReasons.${value}`)}
                  </option>
                ))}
              </select>
            </>
          ),
        },
        deleteConfirm(
          t,
          remove,
          t('admins.confirm.deleteStudentTitle'),
          t('admins.confirm.deleteStudentText', { name: fullName(remove.target) }),
        ),
      ]}
    />
  );
}
