// The admin's table of teacher accounts: search, pages of 10 and Delete after a confirmation that
// says how many tuition posts go with the teacher (DESIGN.md decision 3).
import { MSG, type TeacherRecord } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { degreeLabel, formatDate, levelLabel } from '../../../lib/format';
import { useDeleteTeacher } from '../api/delete-teacher';
import { useTeachers } from '../api/get-teachers';
import { ContactCell } from './contact-cell';
import { ListSection } from './list-section';
import { DeleteButton, RowActions } from './row-actions';
import { SearchBox } from './search-box';
import { useConfirmedAction } from './use-confirmed-action';
import { PAGE_SIZE, useKeepPageInRange, useListState } from './use-list-state';

export function TeachersList() {
  const { t, i18n } = useTranslation();
  const list = useListState();
  const { data, isLoading, error } = useTeachers(list.query);
  useKeepPageInRange(list, data?.total);
  const deleteMutation = useDeleteTeacher();
  const remove = useConfirmedAction((row: TeacherRecord) => deleteMutation.mutateAsync(row._id));

  const columns: Column<TeacherRecord>[] = [
    {
      id: 'name',
      header: t('staff.name'),
      cell: (row) => `${row.firstName} ${row.lastName}`,
      className: 'font-medium',
    },
    {
      id: 'contact',
      header: t('admins.columns.contact'),
      cell: (row) => <ContactCell mobile={row.mobile} email={row.email} />,
    },
    { id: 'degree', header: t('admins.columns.degree'), cell: (row) => degreeLabel(t, row.degree) },
    { id: 'level', header: t('admins.columns.level'), cell: (row) => levelLabel(t, row.level) },
    { id: 'subjects', header: t('admins.columns.subjects'), cell: (row) => row.subjects.join(', ') },
    { id: 'place', header: t('admins.columns.place'), cell: (row) => `${row.city}, ${row.area}` },
    { id: 'posts', header: t('admins.columns.posts'), cell: (row) => row.postCount },
    {
      id: 'since',
      header: t('staff.userSince'),
      cell: (row) => formatDate(i18n.language, row.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      id: 'actions',
      header: t('staff.actions'),
      cell: (row) => (
        <RowActions>
          <DeleteButton onClick={() => remove.ask(row)} />
        </RowActions>
      ),
    },
  ];

  return (
    <ListSection
      id="teachers"
      title={t('admins.teachers.title')}
      total={data?.total}
      search={
        <SearchBox
          description={t('admins.teachers.search')}
          placeholder={t('admins.teachers.placeholder')}
          onSearch={list.search}
        />
      }
    >
      <DataTable
        caption={t('admins.teachers.title')}
        columns={columns}
        rows={data?.teacherList}
        getRowId={(row) => row._id}
        isLoading={isLoading}
        error={error}
        // A search that matches nobody has "no data"; an empty platform has "no teachers".
        emptyText={list.q.trim() ? MSG.noData : MSG.noTeachers}
        paging={{ page: list.page, limit: PAGE_SIZE, total: data?.total ?? 0, onPageChange: list.setPage }}
      />
      <ConfirmDialog
        {...remove.dialog}
        title={t('admins.confirm.deleteTeacherTitle')}
        description={t('admins.confirm.deleteTeacherText', {
          name: remove.target ? `${remove.target.firstName} ${remove.target.lastName}` : '',
          count: remove.target?.postCount ?? 0,
        })}
        confirmLabel={t('staff.delete')}
      />
    </ListSection>
  );
}
