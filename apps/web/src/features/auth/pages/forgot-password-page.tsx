// /forgot-password?role=teacher|admin (issue 30): the e-mail of the account; the answer is the same
// whether or not it exists. The sign-in form the visitor came from chooses the role.
import type { SessionRole } from '@gharguru/contract';
import { useState } from 'react';
import { CommonField, SubmitButton, useHydrated } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link, useSearchParams } from '../../../lib/router';
import { useMessaging, usePublicConfig } from '../../../lib/public-config';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { loadPasswordResetRequestSchema } from '../../../lib/form-schemas';

const LINK = 'font-medium text-teal-800 underline';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The prerendered page is the teacher's: the query's role counts once React runs, so hydration matches.
  const hydrated = useHydrated();
  const role: SessionRole = hydrated && params.get('role') === 'admin' ? 'admin' : 'teacher';
  const signIn = role === 'admin' ? paths.adminLogin : paths.teacherLogin;
  const messaging = useMessaging();
  const { phone } = usePublicConfig();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(loadPasswordResetRequestSchema, { role, email: '' });
  const onSubmit = form.submit(async (values) => {
    const answer = await request.mutateAsync({ ...values, role });
    setSentTo(values.email);
    return answer;
  });

  return (
    <FormPage
      size="sm"
      documentTitle={t('recovery.forgotMetaTitle')}
      title={t('recovery.forgotTitle')}
      intro={t(role === 'admin' ? 'recovery.forgotIntroAdmin' : 'recovery.forgotIntroTeacher')}
    >
      {sentTo === null ? (
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          {!messaging.email && <p className="text-sm text-slate-700">{t('recovery.askAgency', { phone })}</p>}
          <CommonField kind="email" {...form.field('email')} />
          <SubmitButton submitting={form.formState.isSubmitting}>{t('recovery.send')}</SubmitButton>
        </form>
      ) : (
        <div className="grid gap-3" role="status">
          <h2 className="text-lg font-semibold text-slate-900">{t('recovery.sentTitle')}</h2>
          <p className="text-slate-700">{t('recovery.sentText')}</p>
          {role === 'teacher' && (
            <Link to={`${paths.resetPasswordCode}?email=${encodeURIComponent(sentTo)}`} className={LINK}>
              {t('recovery.haveCode')}
            </Link>
          )}
        </div>
      )}
      <p className="mt-5 text-sm">
        <Link to={signIn} className={LINK}>
          {t('recovery.backToSignIn')}
        </Link>
      </p>
    </FormPage>
  );
}
