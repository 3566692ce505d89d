// /admin-dashboard (spec section 2): student tuition requests, teacher tuition offers and teacher
// profiles, each a searchable, paged table; then admin registrations waiting for approval.
import { useTranslation } from '../../../lib/i18n';
import { AppPage } from '../../../components/app-page';
import { MatchesSection } from '../../matching/components/matches-section';
import { PendingAdminsList } from '../components/pending-admins-list';
import { StudentRequestsList } from '../components/student-requests-list';
import { TeachersList } from '../components/teachers-list';
import { TuitionOffersList } from '../components/tuition-offers-list';

const SECTIONS = [
  { id: 'student-requests', key: 'admins.students.title' },
  { id: 'tuition-offers', key: 'admins.tuitions.title' },
  { id: 'teachers', key: 'admins.teachers.title' },
  { id: 'pending-admins', key: 'admins.pendingAdmins.title' },
] as const;

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <AppPage
      documentTitle={t('pages.adminDashboard')}
      title={t('pages.adminDashboard')}
      intro={t('admins.dashboardIntro')}
    >
      <nav aria-label={t('admins.sectionsLabel')} className="-mt-2 mb-8 flex gap-2 overflow-x-auto pb-1">
        {SECTIONS.map((section) => (
          <a
            key={section.id}
            href={`#${section.id}`}
            className="whitespace-nowrap rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-teal-700 hover:text-teal-800"
          >
            {t(section.key)}
          </a>
        ))}
      </nav>
      <div className="space-y-12">
        <StudentRequestsList />
        <MatchesSection />
        <TuitionOffersList />
        <TeachersList />
        <PendingAdminsList />
      </div>
    </AppPage>
  );
}
