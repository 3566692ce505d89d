// A pending admin's reset (issue 30): the password changed, the sign-in waits for approval.
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';

export function ResetOutcome() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3" role="status">
      <p className="text-slate-700">{t('recovery.awaitingApproval')}</p>
      <Link to={paths.adminLogin} className="font-medium text-teal-800 underline">
        {t('recovery.backToSignIn')}
      </Link>
    </div>
  );
}
