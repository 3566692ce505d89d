// The shared layout of requirements §1: top navigation, notification area, the routed page, footer.
import { Outlet } from '../../lib/router';
import { useTranslation } from '../../lib/i18n';
import { NotificationArea } from '../../components/notification/notification-area';
import { useNavigationPending } from '../navigation-pending';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollToTopOnNewPage } from './use-scroll-to-top';

export function SiteLayout() {
  const { t } = useTranslation();
  const loading = useNavigationPending();
  useScrollToTopOnNewPage();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      {loading && <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-amber-500" />}
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <NotificationArea />
      <SiteFooter />
    </div>
  );
}
