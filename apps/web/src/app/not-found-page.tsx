import { useTranslation } from '../lib/i18n';
import { Link } from '../lib/router';
import { paths } from '../lib/paths';
import { DocumentTitle } from '../components/document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <DocumentTitle title={t('common.notFoundTitle')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('common.notFoundTitle')}</h1>
      <p className="mt-3 text-slate-700">{t('common.notFoundText')}</p>
      <Link to={paths.home} className="btn-primary mt-6 inline-flex">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
