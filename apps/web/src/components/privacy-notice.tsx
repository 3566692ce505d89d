// The short notice beside every form that asks for a mobile number (issue 14): who sees the number,
// and a link to /privacy.
import { Link } from '../lib/router';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';

export function PrivacyNotice({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200 ${className}`}>
      {t('privacyNotice.text')}{' '}
      <Link to={paths.privacy} className="font-medium text-teal-800 underline underline-offset-4">
        {t('privacyNotice.link')}
      </Link>
    </p>
  );
}
