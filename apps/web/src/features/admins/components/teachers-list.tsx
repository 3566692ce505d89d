// The admin's table of teacher accounts: search, pages of 10 and Delete after a confirmation that
// says how many tuition posts go with the teacher (DESIGN.md decision 3).
import { MSG, type TeacherRecord } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import type { Column } from '../../../components/data-table';
import { degreeLabel, levelLabel } from '../../../lib/format';
import { formatNumber } from '../../../lib/i18n/numbers';
import { useDeleteTeacher } from '../api/delete-teacher';
import { useTeachers } from '../api/get-teachers';
import {
  actionsColumn,
  contactColumn,
  dateColumn,
  fullName,
  nameColumn,
  placeColumn,
  subjectsColumn,
} from './admin-columns';
import { AdminList, deleteConfirm } from './admin-list';
import { DeleteButton } from './row-actions';
import { useConfirmedAction } from './use-confirmed-action';
import { usePagedList } from './use-list-state';

export function TeachersList() {
  const { t, i18n } = useTranslation();
  const teachers = usePagedList(useTeachers);
  const deleteMutation = useDeleteTeacher();
  const remove = useConfirmedAction((row: TeacherRecord) => deleteMutation.mutateAsync(row._id));

  const columns: Column<TeacherRecord>[] = [
    nameColumn(t('staff.name')),
    contactColumn(t, (row) => row),
    { id: 'degree', header: t('admins.columns.degree'), cell: (row) => degreeLabel(t, row.degree) },
    { id: 'level', header: t('admins.columns.level'), cell: (row) => levelLabel(t, row.level) },
    subjectsColumn(t),
    placeColumn(t),
    { id: 'posts', header: t('admins.columns.posts'), cell: (row) => formatNumber(i18n.language, row.postCount) },
    dateColumn('since', t('staff.userSince'), i18n.language),
    actionsColumn(t, (row) => <DeleteButton onClick={() => remove.ask(row)} />),
  ];

  return (
    <AdminList
      id="teachers"
      title={t('admins.teachers.title')}
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
