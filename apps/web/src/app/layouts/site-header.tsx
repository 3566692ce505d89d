// Top navigation: brand, the required links (a collapsed menu under 1280 px, where they no longer fit
// in a row in Nepali since "Track my request" joined them), the language switch at every width and, for a signed-in teacher or admin, the greeting
// and the account menu. Navigation follows who is there (issue 14): a visitor gets "Teacher sign in";
// a signed-in teacher or admin no longer sees "Become a Tutor" or a sign-in.
import { Icon } from '../../components/icons/icon';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, NavLink, useLocation } from '../../lib/router';
import { greetingKeyFor } from '../../lib/greeting';
import { paths } from '../../lib/paths';
import { isSignedInRole, useSession } from '../../lib/session';
import { LanguageSwitch } from './language-switch';

// Radix's dropdown is only needed once someone is signed in: keep it out of the visitors' bundle.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

const NAV_ITEMS = [
  { to: paths.home, key: 'nav.home' },
  { to: paths.teacherRegister, key: 'nav.becomeTutor' },
  { to: paths.findTutor, key: 'nav.findTutor' },
  { to: paths.tutors, key: 'nav.browseTutors' },
  // A family that closed the confirmation finds its request again here (issue 33).
  { to: paths.trackRequest, key: 'nav.trackRequest' },
  { to: paths.about, key: 'nav.about' },
  { to: paths.contactUs, key: 'nav.contact' },
] as const;

/** A signed-in teacher or admin has an account already: no sign-up in their navigation. */
function navItemsFor(signedIn: boolean) {
  return signedIn ? NAV_ITEMS.filter((item) => item.key !== 'nav.becomeTutor') : NAV_ITEMS;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-700 ${
    isActive ? 'bg-teal-50 text-teal-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function SiteHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const signedIn = Boolean(session.accessToken) && isSignedInRole(session.role);
  const navItems = navItemsFor(signedIn);

  // A link chosen in the collapsed menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => setMenuOpen(false), [pathname]);

  // Esc closes the open menu and puts the focus back on its button (issue 14).
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link
          to={paths.home}
          aria-label={t('brandHome')}
          className="flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {/* Low priority: the logo is never the page's largest paint, and the text beside it should not
              wait for it on a slow link (a high-priority image is counted before the LCP; issue 12). */}
          <img src="/logo.svg" alt="" width="36" height="36" fetchPriority="low" className="size-9" />
          {/* With the account menu beside the language switch, a 360 px bar keeps the logo only. */}
          <span
            className={`text-xl font-bold tracking-tight text-teal-800 ${signedIn ? 'hidden min-[400px]:inline' : ''}`}
          >
            {t('brand')}
          </span>
        </Link>

        <nav aria-label={t('nav.label')} className="ml-4 hidden xl:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch />
          {!signedIn && (
            <Link
              to={paths.teacherLogin}
              className="hidden min-h-11 items-center rounded-md border border-teal-700 px-3 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700 sm:inline-flex"
            >
              {t('nav.teacherSignIn')}
            </Link>
          )}
          {signedIn && session.role && (
            <>
              <p className="hidden text-right text-sm leading-tight text-slate-700 xl:block">
                {t(greetingKeyFor(new Date()))}
                <br />
                <span className="font-semibold text-slate-900">
                  {`${session.firstName ?? ''} ${session.lastName ?? ''}`.trim().toUpperCase()}
                </span>
              </p>
              <Suspense fallback={<span className="size-10 rounded-full bg-teal-700" aria-hidden="true" />}>
                <UserMenu role={session.role} firstName={session.firstName ?? ''} lastName={session.lastName ?? ''} />
              </Suspense>
            </>
          )}
          <button
            ref={menuButton}
            type="button"
            className="rounded-md p-2 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
          </button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white xl:hidden">
        {signedIn && (
          <p className="px-4 pt-3 text-sm text-slate-700">
            {t(greetingKeyFor(new Date()))},{' '}
            <span className="font-semibold text-slate-900">
              {`${session.firstName ?? ''} ${session.lastName ?? ''}`.trim().toUpperCase()}
            </span>
          </p>
        )}
        <nav aria-label={t('nav.label')}>
          <ul className="flex flex-col gap-1 px-2 py-3">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={(state) => `block ${linkClass(state)}`}
                  // Also closes the menu when the link is the page already shown (no path change).
                  onClick={() => setMenuOpen(false)}
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
            {!signedIn && (
              <li className="sm:hidden">
                <NavLink
                  to={paths.teacherLogin}
                  className={(state) => `block ${linkClass(state)}`}
                  onClick={() => setMenuOpen(false)}
                >
                  {t('nav.teacherSignIn')}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
