// /admin-dashboard (requirements §2): student tuition requests, teacher tuition offers and teacher
// profiles, each a searchable, paged table; then admin registrations waiting for approval. The
// sections' links carry their counts; on a phone the dashboard shows one section at a time (issue 14).
import { useTranslation } from '../../../lib/i18n';
import { useState } from 'react';
import { Link, useLocation } from '../../../lib/router';
import { paths } from '../../../lib/paths';
import { AppPage } from '../../../components/app-page';
import { MatchesSection } from '../../matching/components/matches-section';
import { DASHBOARD_SECTIONS, type DashboardSectionId, DashboardSections } from '../components/dashboard-sections';
import { PendingAdminsList } from '../components/pending-admins-list';
import { StudentRequestsList } from '../components/student-requests-list';
import { TeachersList } from '../components/teachers-list';
import { TuitionOffersList } from '../components/tuition-offers-list';

/** The section a `#hash` names, or the requests (what an admin comes for first). */
function sectionOf(hash: string): DashboardSectionId {
  const id = hash.replace(/^#/, '');
  return DASHBOARD_SECTIONS.find((section) => section.id === id)?.id ?? 'student-requests';
}

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const [shown, setShown] = useState<DashboardSectionId>(() => sectionOf(hash));
  // Below 1024 px only the chosen section is shown; from 1024 px, every section, one after the other.
  const only = (id: DashboardSectionId) => (shown === id ? '' : 'max-lg:hidden');
  return (
    <AppPage
      documentTitle={t('pages.adminDashboard')}
      title={t('pages.adminDashboard')}
      intro={t('admins.dashboardIntro')}
      actions={
        <Link to={paths.adminBooks} className="btn-secondary">
          {t('books.link')}
        </Link>
      }
    >
      <DashboardSections shown={shown} onShow={setShown} />
      <div className="space-y-12">
        <div className={only('student-requests')}>
          <StudentRequestsList />
        </div>
        <div className={only('matches')}>
          <MatchesSection />
        </div>
        <div className={only('tuition-offers')}>
          <TuitionOffersList />
        </div>
        <div className={only('teachers')}>
          <TeachersList />
        </div>
        <div className={only('pending-admins')}>
          <PendingAdminsList />
        </div>
      </div>
    </AppPage>
  );
}
