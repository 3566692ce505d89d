// The admin's table of visitors' tuition requests: search, pages of 10, Update Status (and Mark
// Pending to undo), and Delete after confirmation. Pending shows in wheat, other values in green.
// Beside each request: the code the family tracks it with (a link to the request's page with its
// suggested tutors, issue 10) and the directory offer they chose.
import { MSG, type StudentRequestRecord } from '@gharguru/contract';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import type { Column } from '../../../components/data-table';
import { useDeleteStudentRequest } from '../api/delete-student-request';
import { useStudentRequests } from '../api/get-student-requests';
import { useUpdateStudentRequestStatus } from '../api/update-student-request-status';
import {
  contactColumn,
  fullName,
  nameColumn,
  placeColumn,
  statusActionsColumn,
  statusColumn,
  subjectsColumn,
} from './admin-columns';
import { AdminList, deleteConfirm } from './admin-list';
import { useConfirmedAction } from './use-confirmed-action';
import { usePagedList } from './use-list-state';

export function StudentRequestsList() {
  const { t, i18n } = useTranslation();
  const requests = usePagedList(useStudentRequests);
  const updateStatus = useUpdateStudentRequestStatus();
  const deleteMutation = useDeleteStudentRequest();
  const remove = useConfirmedAction((row: StudentRequestRecord) => deleteMutation.mutateAsync(row._id));

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
    statusColumn(t, 'wheat'),
    statusActionsColumn(
      t,
      updateStatus,
      remove.ask,
      (row) => t(row.status === 'Pending' ? 'admins.students.willComplete' : 'admins.students.willReopen'),
      (row) => t('staff.rows.request', { name: fullName(row) }),
    ),
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
