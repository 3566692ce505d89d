// Footer of requirements §1: contact phone and e-mail, four social links, the copyright line with
// the current year and the Admin link to /admin-register; the Privacy page (issue 14). Every link is
// a tap target at least 44 px high (min-h-11).
import { Icon } from '../../components/icons/icon';
import { useTranslation } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { usePublicConfig } from '../../lib/public-config';
import { SocialLinks } from '../../components/social-links';
import { paths } from '../../lib/paths';
import { isSignedInRole, useSession } from '../../lib/session';

const FOOTER_LINK = 'inline-flex min-h-11 items-center hover:text-white';

export function SiteFooter() {
  const { t } = useTranslation();
  const { phone, email } = usePublicConfig();
  const year = new Date().getFullYear();
  const session = useSession();
  const signedIn = Boolean(session.accessToken) && isSignedInRole(session.role);
  return (
    <footer className="bg-slate-900 text-slate-200 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{t('brand')}</p>
          <p className="mt-2 text-sm text-slate-300">{t('footer.tagline')}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('footer.contactTitle')}</h2>
          <ul className="mt-2 text-sm">
            <li>
              <a
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex min-h-11 items-center gap-2 hover:text-white"
              >
                <Icon name="phone" className="size-4" />
                <span className="sr-only">{t('footer.phone')}: </span>
                {phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${email}`}
                className="inline-flex min-h-11 items-center gap-2 break-all hover:text-white"
              >
                <Icon name="mail" className="size-4" />
                <span className="sr-only">{t('footer.email')}: </span>
                {email}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('footer.linksTitle')}</h2>
          <ul className="mt-2 text-sm">
            <li>
              <Link to={paths.findTutor} className={FOOTER_LINK}>
                {t('nav.findTutor')}
              </Link>
            </li>
            <li>
              <Link to={paths.tutors} className={FOOTER_LINK}>
                {t('nav.browseTutors')}
              </Link>
            </li>
            <li>
              <Link to={paths.trackRequest} className={FOOTER_LINK}>
                {t('nav.trackRequest')}
              </Link>
            </li>
            {/* A signed-in teacher or admin has an account: no sign-up or sign-in for them (issue 14). */}
            {!signedIn && (
              <>
                <li>
                  <Link to={paths.teacherRegister} className={FOOTER_LINK}>
                    {t('nav.becomeTutor')}
                  </Link>
                </li>
                <li>
                  <Link to={paths.teacherLogin} className={FOOTER_LINK}>
                    {t('teacherLogin.title')}
                  </Link>
                </li>
              </>
            )}
            <li>
              <Link to={paths.about} className={FOOTER_LINK}>
                {t('nav.about')}
              </Link>
            </li>
            <li>
              <Link to={paths.privacy} className={FOOTER_LINK}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('footer.followTitle')}</h2>
          <div className="mt-3">
            <SocialLinks />
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-4 text-sm text-slate-300 sm:flex-row">
          <p>{t('footer.copyright', { year })}</p>
          <Link
            to={paths.adminRegister}
            className="inline-flex min-h-11 items-center underline-offset-4 hover:text-white hover:underline"
          >
            {t('footer.admin')}
          </Link>
        </div>
      </div>
    </footer>
  );
}
