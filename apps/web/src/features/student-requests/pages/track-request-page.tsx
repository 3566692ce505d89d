// /track — a family enters its request code and mobile number and reads the status in plain words;
// once a teacher accepted, the tutor's short name, subjects and the next step (issue 10).
// `?code=` (the link under a new request's code) fills the code in.
import type { RequestStatusBodyInput, RequestStatusResponse } from '@gharguru/contract';
import { loadRequestStatusBodySchema } from '../../../lib/form-schemas';
import { Suspense, lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CommonField } from '../../../components/form/common-field';
import { SubmitButton, TextField } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { formatDate } from '../../../lib/format';
import { registerPageTexts, useTranslation } from '../../../lib/i18n';
import { useCheckRequestStatus } from '../api/check-request-status';
import { enDirectory } from '../../../lib/i18n/en-directory';

registerPageTexts(enDirectory);

// Only a request a teacher accepted shows its tutor.
const FoundTutor = lazy(() => import('../components/found-tutor').then((module) => ({ default: module.FoundTutor })));

export default function TrackRequestPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const empty: RequestStatusBodyInput = { requestCode: params.get('code') ?? '', mobile: '' };
  const form = useZodForm(loadRequestStatusBodySchema, empty);
  const check = useCheckRequestStatus();
  const [status, setStatus] = useState<RequestStatusResponse>();

  const onSubmit = form.submit(async (values) => {
    setStatus(undefined);
    setStatus(await check.mutateAsync(values));
  });

  return (
    <FormPage documentTitle={t('track.metaTitle')} title={t('track.title')} intro={t('track.intro')} size="sm">
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <TextField
          label={t('track.code')}
          hint={t('track.codeHint')}
          autoCapitalize="characters"
          autoComplete="off"
          {...form.field('requestCode')}
        />
        <CommonField kind="mobile" {...form.field('mobile')} />
        <SubmitButton submitting={form.formState.isSubmitting}>{t('track.submit')}</SubmitButton>
      </form>
      {status && (
        <section role="status" className="mt-6 rounded-xl bg-teal-50 p-4 text-slate-900" data-testid="request-status">
          <p className="text-lg font-semibold">{t(`track.stages.${status.status}`)}</p>
          <p className="mt-1 text-slate-700">
            {t('track.submittedOn', { date: formatDate(i18n.language, status.submittedAt) })}
          </p>
          {status.match && (
            <Suspense fallback={null}>
              <FoundTutor match={status.match} />
            </Suspense>
          )}
          {status.tuition && (
            <p className="mt-1 text-slate-700">
              {t('track.chosen', { name: status.tuition.name, teacher: status.tuition.teacher.displayName })}
            </p>
          )}
        </section>
      )}
    </FormPage>
  );
}
