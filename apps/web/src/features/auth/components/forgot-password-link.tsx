// Under each sign-in form (issue 30): "Forgot password?" when this server sends e-mail, otherwise
// the agency's number, since a reset message would only wait in the outbox.
import type { SessionRole } from '@gharguru/contract';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useMessaging, usePublicConfig } from '../../../lib/public-config';

export function ForgotPasswordLink({ role }: { role: SessionRole }) {
  const { t } = useTranslation();
  const messaging = useMessaging();
  const { phone } = usePublicConfig();
  if (!messaging.email) return <p className="text-sm text-slate-700">{t('recovery.askAgency', { phone })}</p>;
  return (
    <p className="text-sm">
      <Link to={`${paths.forgotPassword}?role=${role}`} className="font-medium text-teal-800 underline">
        {t('recovery.forgotLink')}
      </Link>
    </p>
  );
}
