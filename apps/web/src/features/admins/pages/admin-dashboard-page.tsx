// Placeholder route module: the admin/teacher screens helper replaces it.
import { useTranslation } from 'react-i18next';

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('pages.adminDashboard')}</h1>
    </section>
  );
}
