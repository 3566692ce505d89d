// Shown when a route fails to load (e.g. a page's code could not be downloaded on a bad connection).
import { SOMETHING_WENT_WRONG } from '@gharguru/contract';
import { translateMessage, useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';

export function RouteErrorPage() {
  const { t, i18n } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{translateMessage(SOMETHING_WENT_WRONG, i18n.language)}</h1>
      {/* A full page load: the layout itself may be what failed. */}
      <a href={paths.home} className="btn-primary mt-6 inline-flex">
        {t('common.backHome')}
      </a>
    </section>
  );
}
