// Previous / next pages of /tutors as links to the same filters with another `page`: a search
// engine or a phone without JavaScript can follow them, and each page has its own address. Past
// 1,000 matches the server stops counting: no last page then ("Page 3"), and there is a next one.
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

const linkClass =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700';
const disabledClass = 'rounded-lg border border-slate-200 bg-white px-4 py-2 text-slate-500';

export function DirectoryPager({
  params,
  page,
  pages,
}: {
  params: URLSearchParams;
  page: number;
  /** Undefined when the total is only a lower bound. */
  pages: number | undefined;
}) {
  const { t } = useTranslation();
  const label = pages === undefined ? t('common.pageAt', { page }) : t('common.pageOf', { page, pages });
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const search = next.toString();
    return search ? `${paths.tutors}?${search}` : paths.tutors;
  };
  return (
    <nav className="flex items-center justify-between gap-3" aria-label={label}>
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className={linkClass}>
          {t('common.previous')}
        </Link>
      ) : (
        <span aria-hidden="true" className={disabledClass}>
          {t('common.previous')}
        </span>
      )}
      <span className="text-sm text-slate-700">{label}</span>
      {pages === undefined || page < pages ? (
        <Link to={to(page + 1)} rel="next" className={linkClass}>
          {t('common.next')}
        </Link>
      ) : (
        <span aria-hidden="true" className={disabledClass}>
          {t('common.next')}
        </span>
      )}
    </nav>
  );
}
