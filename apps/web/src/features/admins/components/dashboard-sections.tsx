// The admin dashboard's sections as links with their counts (issue 14). On a wide screen they jump
// to a section of the one long page; below 1024 px the dashboard shows one section at a time and
// a link shows its section, so "new requests" is one tap away instead of a 12,000 px page.
// The counts come from the lists' own first-page queries (the same cache entries, no extra request).
import { useTranslation } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/numbers';
import { useMatchesTotal } from '../../matching/components/matches-section';
import { listQuery } from '../api/keys';
import { useStudentRequests } from '../api/get-student-requests';
import { useTuitionOffers } from '../api/get-tuition-offers';
import { useTeachers } from '../api/get-teachers';
import { usePendingAdmins } from '../api/get-pending-admins';
import { PAGE_SIZE } from './use-list-state';

export const DASHBOARD_SECTIONS = [
  { id: 'student-requests', key: 'admins.students.title' },
  { id: 'matches', key: 'matching.section.title' },
  { id: 'tuition-offers', key: 'admins.tuitions.title' },
  { id: 'teachers', key: 'admins.teachers.title' },
  { id: 'pending-admins', key: 'admins.pendingAdmins.title' },
] as const;

export type DashboardSectionId = (typeof DASHBOARD_SECTIONS)[number]['id'];

const FIRST_PAGE = listQuery({ page: 1, limit: PAGE_SIZE, q: '' });

function useSectionCounts(): Record<DashboardSectionId, number | undefined> {
  return {
    'student-requests': useStudentRequests(FIRST_PAGE).data?.total,
    matches: useMatchesTotal(),
    'tuition-offers': useTuitionOffers(FIRST_PAGE).data?.total,
    teachers: useTeachers(FIRST_PAGE).data?.total,
    'pending-admins': usePendingAdmins().data?.adminList.length,
  };
}

export function DashboardSections({
  shown,
  onShow,
}: {
  shown: DashboardSectionId;
  onShow: (id: DashboardSectionId) => void;
}) {
  const { t, i18n } = useTranslation();
  const counts = useSectionCounts();
  return (
    <nav
      aria-label={t('admins.sectionsLabel')}
      className="sticky top-16 z-20 -mx-4 -mt-2 mb-8 bg-slate-50/95 px-4 py-2 backdrop-blur lg:static lg:mx-0 lg:bg-transparent lg:px-0 lg:py-0"
    >
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {DASHBOARD_SECTIONS.map((section) => {
          const count = counts[section.id];
          const current = shown === section.id;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={current ? 'true' : undefined}
                onClick={() => onShow(section.id)}
                className={`inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-700 ${
                  current
                    ? 'border-teal-700 bg-teal-700 text-white lg:border-slate-300 lg:bg-white lg:text-slate-800'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-teal-700 hover:text-teal-800'
                }`}
              >
                {t(section.key)}
                {/* A space, so the name reads "Student tuition requests 12". */}
                {count !== undefined && ' '}
                {count !== undefined && (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                      current
                        ? 'bg-white text-teal-900 lg:bg-slate-200 lg:text-slate-800'
                        : 'bg-slate-200 text-slate-800'
                    }`}
                  >
                    {formatNumber(i18n.language, count)}
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
