// /track — a family enters its request code and mobile number and reads the status in plain words;
// once a teacher accepted, the tutor's short name, subjects and the next step (issue 10).
// `?code=` (the link under a new request's code) fills the code in.
import type { RequestStatusBodyInput, RequestStatusResponse } from '@gharguru/contract';
import { loadRequestStatusBodySchema } from '../../../lib/form-schemas';
import { Suspense, lazy, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { CommonField, SubmitButton, TextField } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { download } from '../../../lib/api-later';
import { registerPageTexts, useTranslation } from '../../../lib/i18n';
import { useCheckRequestStatus } from '../api/check-request-status';
import { enDirectory } from '../../../lib/i18n/en-directory';

registerPageTexts(enDirectory);

// The answer's panel: downloaded before asking (below), so the answer shows as soon as it comes.
const loadRequestStatus = () => import('../components/request-status');
const RequestStatus = lazy(() => loadRequestStatus().then((module) => ({ default: module.RequestStatus })));

export default function TrackRequestPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const empty: RequestStatusBodyInput = { requestCode: params.get('code') ?? '', mobile: '' };
  const form = useZodForm(loadRequestStatusBodySchema, empty);
  const check = useCheckRequestStatus();
  const [status, setStatus] = useState<RequestStatusResponse>();

  const onSubmit = form.submit(async (values) => {
    setStatus(undefined);
    await download(loadRequestStatus);
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
        <Suspense fallback={null}>
          <RequestStatus status={status} />
        </Suspense>
      )}
    </FormPage>
  );
}
