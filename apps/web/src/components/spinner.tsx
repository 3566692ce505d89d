import { useTranslation } from '../lib/i18n';

/** A loading indicator that screen readers announce. */
export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`flex items-center justify-center gap-2 py-6 text-slate-600 ${className}`}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-teal-700 border-t-transparent"
      />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}
