// /teacher-dashboard: 'Add Tuition' (only when the stored role is teacher) and the teacher's own
// posts, asked for with page 1 and limit 10 as clients written for requirements §7 do; the paging controls appear
// only when there are more than 10 posts. Each post says whether it is listed in the public directory,
// and a line above says whether an admin verified the teacher (issue 9). Above the posts: My students,
// the proposals and students of the matching desk (issue 10), then the teacher's fees and payments
// with their receipts (issue 29).
import { MSG, TEACHER_POSTS_PAGE, type TuitionRecord } from '@gharguru/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { AppPage } from '../../../components/app-page';
import { type Column, DataTable } from '../../../components/data-table';
import { formatDate, formatPrice } from '../../../lib/format';
import { formatNumber } from '../../../lib/i18n/numbers';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { TeacherFeesSection } from '../../books/components/teacher-fees-section';
import { MyStudentsSection } from '../../matching/components/my-students-section';
import { useOwnVerification } from '../api/get-own-verification';
import { useTeacherPosts } from '../api/get-teacher-posts';
import { ListingState } from '../components/listing-state';
import { TuitionStatusChip } from '../components/tuition-status-chip';

export default function TeacherDashboardPage() {
  const { t, i18n } = useTranslation();
  const { role } = useSession();
  const [page, setPage] = useState<number>(TEACHER_POSTS_PAGE.page);
  const { limit } = TEACHER_POSTS_PAGE;
  const { data, isLoading, error } = useTeacherPosts({ page, limit });
  const verification = useOwnVerification({ enabled: role === 'teacher' });

  const columns: Column<TuitionRecord>[] = [
    {
      id: 'name',
      header: t('admins.columns.tuition'),
      cell: (row) => (
        <Link
          to={paths.tuitionDetails(row._id)}
          className="font-medium text-teal-800 underline-offset-2 hover:underline"
        >
          {row.name}
        </Link>
      ),
    },
    { id: 'subjects', header: t('admins.columns.subjects'), cell: (row) => row.subjects.join(', ') },
    { id: 'forClass', header: t('admins.columns.forClass'), cell: (row) => t(`tuitions.forClass.${row.forClass}`) },
    {
      id: 'price',
      header: t('admins.columns.price'),
      cell: (row) => formatPrice(t, i18n.language, row.price, row.priceType),
      className: 'whitespace-nowrap',
    },
    { id: 'status', header: t('staff.status'), cell: (row) => <TuitionStatusChip status={row.status} /> },
    {
      id: 'directory',
      header: t('tuitions.directory'),
      cell: (row) => <ListingState post={row} />,
    },
    {
      id: 'view',
      header: t('staff.actions'),
      cell: (row) => (
        <Link
          to={paths.tuitionDetails(row._id)}
          aria-label={`${t('staff.view')}: ${row.name}`}
          className="btn-secondary px-3 py-1.5 text-xs"
        >
          {t('staff.view')}
        </Link>
      ),
    },
  ];

  return (
    <AppPage
      documentTitle={t('pages.teacherDashboard')}
      title={t('pages.teacherDashboard')}
      intro={t('tuitions.dashboardIntro')}
      actions={
        role === 'teacher' && (
          <Link to={paths.addTuition} className="btn-primary">
            <Plus aria-hidden="true" className="size-5" />
            {t('tuitions.addTuition')}
          </Link>
        )
      }
    >
      {verification.data && (
        <p
          data-testid="verification"
          className={`mb-4 rounded-lg px-4 py-3 ${verification.data.verifiedAt ? 'bg-green-50 text-green-900' : 'bg-slate-100 text-slate-800'}`}
        >
          {verification.data.verifiedAt
            ? t('tuitions.verifiedOn', { date: formatDate(i18n.language, verification.data.verifiedAt) })
            : t('tuitions.notVerified')}
        </p>
      )}
      <MyStudentsSection enabled={role === 'teacher'} />
      <TeacherFeesSection enabled={role === 'teacher'} />
      <section aria-labelledby="my-posts-title">
        <h2 id="my-posts-title" className="mb-4 text-xl font-semibold text-slate-900">
          {t('tuitions.myPosts')}
          {data?.total !== undefined && (
            <span className="ml-2 rounded-full bg-slate-200 px-2.5 py-0.5 align-middle text-sm font-semibold text-slate-800">
              {formatNumber(i18n.language, data.total)}
            </span>
          )}
        </h2>
        <p className="-mt-2 mb-4 text-sm text-slate-700">{t('tuitions.listingNote')}</p>
        <DataTable
          caption={t('tuitions.myPosts')}
          columns={columns}
          rows={data?.posts}
          getRowId={(row) => row._id}
          isLoading={isLoading}
          error={error}
          emptyText={MSG.noTuitions}
          paging={{ page, limit, total: data?.total ?? 0, onPageChange: setPage }}
        />
      </section>
    </AppPage>
  );
}
