// /admin-dashboard/books (issue 29): the agency's books. Dues, payments and refunds of a period, and
// the monthly report with its CSV and chart. As on the dashboard, below 1024 px one section is shown
// at a time (its link in the bar above); from 1024 px every section, one after the other.
import { useState } from 'react';
import { AppPage } from '../../../components/app-page';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link, useLocation } from '../../../lib/router';
import { DuesSection } from '../components/dues-section';
import { PaymentsSection, RefundsSection } from '../components/period-sections';
import { ReportSection } from '../components/report-section';

const SECTIONS = [
  { id: 'dues', key: 'books.books.dues' },
  { id: 'payments', key: 'books.books.payments' },
  { id: 'refunds', key: 'books.books.refunds' },
  { id: 'report', key: 'books.books.report' },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

const sectionOf = (hash: string): SectionId =>
  SECTIONS.find((section) => section.id === hash.replace(/^#/, ''))?.id ?? 'dues';

export default function BooksPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const [shown, setShown] = useState<SectionId>(() => sectionOf(hash));
  const only = (id: SectionId) => (shown === id ? '' : 'max-lg:hidden');
  return (
    <AppPage
      documentTitle={t('books.books.title')}
      title={t('books.books.title')}
      intro={t('books.books.intro')}
      actions={
        <Link to={paths.adminFees} className="btn-secondary">
          {t('books.feesLink')}
        </Link>
      }
    >
      <nav
        aria-label={t('books.books.sections')}
        className="sticky top-16 z-20 -mx-4 -mt-2 mb-8 bg-slate-50/95 px-4 py-2 backdrop-blur lg:static lg:mx-0 lg:bg-transparent lg:px-0 lg:py-0"
      >
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {SECTIONS.map((section) => {
            const current = shown === section.id;
            return (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => setShown(section.id)}
                  className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-700 ${
                    current
                      ? 'border-teal-700 bg-teal-700 text-white lg:border-slate-300 lg:bg-white lg:text-slate-800'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-teal-700 hover:text-teal-800'
                  }`}
                >
                  {t(section.key)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="space-y-12">
        <div id="dues" className={`scroll-mt-32 ${only('dues')}`}>
          <DuesSection />
        </div>
        <div id="payments" className={`scroll-mt-32 ${only('payments')}`}>
          <PaymentsSection />
        </div>
        <div id="refunds" className={`scroll-mt-32 ${only('refunds')}`}>
          <RefundsSection />
        </div>
        <div id="report" className={`scroll-mt-32 ${only('report')}`}>
          <ReportSection />
        </div>
      </div>
    </AppPage>
  );
}
