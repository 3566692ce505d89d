// /contact-student — 'Find a Tutor': a visitor posts a tuition request (StudentRequestFormSchema),
// from the directory with a chosen offer attached. After sending, the request code replaces nothing:
// it appears above the form and takes the focus, so it is seen on a phone too.
import { CLASSES, DEFAULTS, type StudentRequestFormInput, TIMINGS } from '@gharguru/contract';
import { StudentRequestFormSchema } from '@gharguru/contract/forms';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { registerPageTexts, useTranslation } from '../../../lib/i18n';
import { CommonField } from '../../../components/form/common-field';
import { SelectField, SubmitButton } from '../../../components/form/field';
import { PrivacyNotice } from '../../../components/privacy-notice';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { useCreateStudentRequest } from '../api/create-student-request';
import { RequestCodePanel } from '../components/request-code-panel';
import { enDirectory } from '../../../lib/i18n/en-directory';

registerPageTexts(enDirectory);

// Only a visit from the directory's "Request this tutor" shows the chosen offer.
const ChosenOfferNote = lazy(() =>
  import('../components/chosen-offer-note').then((module) => ({ default: module.ChosenOfferNote })),
);

const EMPTY: StudentRequestFormInput = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  class: '',
  subjects: '',
  timing: DEFAULTS.timing,
  city: DEFAULTS.city,
  area: DEFAULTS.area,
  tuitionId: '',
};

/** "Request this tutor" on /tutors/:id opens this form with the offer, its subjects and class. */
function prefilled(params: URLSearchParams): StudentRequestFormInput {
  const studentClass = params.get('class') ?? '';
  return {
    ...EMPTY,
    subjects: params.get('subjects') ?? '',
    class: (CLASSES as readonly string[]).includes(studentClass) ? studentClass : '',
    tuitionId: params.get('tuition') ?? '',
  };
}

export default function FindTutorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const form = useZodForm(StudentRequestFormSchema, prefilled(params));
  const createRequest = useCreateStudentRequest();
  const [received, setReceived] = useState<{ requestCode: string; alreadyReceived: boolean }>();
  const codePanel = useRef<HTMLElement>(null);
  const tuitionId = String(form.watch('tuitionId') ?? '');
  const [offerGone, setOfferGone] = useState(false);
  const markOfferGone = useCallback(() => setOfferGone(true), []);

  // Focusing scrolls the code into view (the button that sent it is far below on a phone); a new
  // answer focuses it again, even with the same code (a repeated request).
  useEffect(() => {
    if (received) codePanel.current?.focus();
  }, [received]);

  const onSubmit = form.submit(
    async (values) => {
      // An offer that is no longer listed would refuse the request: send it without one.
      const answer = await createRequest.mutateAsync(offerGone ? { ...values, tuitionId: undefined } : values);
      if (answer.requestCode) {
        setReceived({ requestCode: answer.requestCode, alreadyReceived: answer.alreadyReceived === true });
      }
      return answer;
    },
    { onSuccess: () => form.reset(EMPTY) },
  );

  return (
    <FormPage documentTitle={t('findTutor.metaTitle')} title={t('findTutor.title')} intro={t('findTutor.intro')}>
      {received && (
        <RequestCodePanel
          ref={codePanel}
          requestCode={received.requestCode}
          alreadyReceived={received.alreadyReceived}
        />
      )}
      {tuitionId !== '' && (
        <Suspense fallback={null}>
          <ChosenOfferNote
            tuitionId={tuitionId}
            onRemove={() => form.setValue('tuitionId', '')}
            onGone={markOfferGone}
          />
        </Suspense>
      )}
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <CommonField kind="firstName" {...form.field('firstName')} />
        <CommonField kind="lastName" {...form.field('lastName')} />
        <CommonField kind="mobile" {...form.field('mobile')} />
        <CommonField kind="email" optional {...form.field('email')} />
        <SelectField
          label={t('fields.class')}
          placeholder={t('fields.classPlaceholder')}
          options={CLASSES.map((value) => ({
            value,
            label: value === 'Bachelor' ? t('fields.bachelor') : t('fields.classOption', { value: Number(value) }),
          }))}
          {...form.field('class')}
        />
        <SelectField
          label={t('fields.timing')}
          options={TIMINGS.map((value) => ({ value, label: t(`options.timing.${value}`) }))}
          {...form.field('timing')}
        />
        <CommonField kind="subjects" className="sm:col-span-2" {...form.field('subjects')} />
        <CommonField kind="city" {...form.field('city')} />
        <CommonField kind="area" {...form.field('area')} />
        <PrivacyNotice className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <SubmitButton submitting={form.formState.isSubmitting}>{t('findTutor.submit')}</SubmitButton>
        </div>
      </form>
    </FormPage>
  );
}
