// Placeholder route module, replaced by the public screens.
import { useTranslation } from 'react-i18next';

export default function AdminLoginPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('adminLogin.title')}</h1>
    </section>
  );
}
