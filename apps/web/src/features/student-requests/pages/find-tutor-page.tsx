// /contact-student — 'Find a Tutor': a visitor posts a tuition request (StudentRequestFormSchema),
// from the directory with a chosen offer attached. Once it is received, a confirmation takes the
// form's place (request-confirmation.tsx, issue 14): the code, what happens next and when, what was
// asked for, Browse tutors and Send another request (the form again, with the family's own details).
import { CLASSES, DEFAULTS, type PublicTuition, type StudentRequestFormInput, TIMINGS } from '@gharguru/contract';
import { loadStudentRequestFormSchema } from '../../../lib/form-schemas';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { registerPageTexts, useTranslation } from '../../../lib/i18n';
import { CommonField, SelectField, SubmitButton } from '../../../components/form/field';
import { PrivacyNotice } from '../../../components/privacy-notice';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { useCreateStudentRequest } from '../api/create-student-request';
import { RequestCodePanel } from '../components/request-code-panel';
import type { RequestConfirmationProps } from '../components/request-confirmation';
import { enDirectory } from '../../../lib/i18n/en-directory';

registerPageTexts(enDirectory);

// Only a visit from the directory's "Request this tutor" shows the chosen offer.
const ChosenOfferNote = lazy(() =>
  import('../components/chosen-offer-note').then((module) => ({ default: module.ChosenOfferNote })),
);

// The confirmation is a lazy chunk, fetched while the request is on its way. Should that download
// fail, the code is still shown, with the way to /track.
const loadConfirmation = () => import('../components/request-confirmation');
const RequestConfirmation = lazy(() =>
  loadConfirmation()
    .then((module) => ({ default: module.RequestConfirmation }))
    .catch(() => ({ default: CodeOnly })),
);

function CodeOnly({ requestCode, alreadyReceived }: RequestConfirmationProps) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <RequestCodePanel ref={panel} requestCode={requestCode} alreadyReceived={alreadyReceived} />
    </div>
  );
}

const EMPTY: StudentRequestFormInput = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  class: '',
  subjects: '',
  timing: DEFAULTS.timing,
  // Empty, with a placeholder that suggests: a value here would be sent unless the family noticed
  // it (issue 33).
  city: '',
  area: '',
  tuitionId: '',
};

/** "Request this tutor" on /tutors/:id opens this form with the offer, its subjects, class and place. */
function prefilled(params: URLSearchParams): StudentRequestFormInput {
  const studentClass = params.get('class') ?? '';
  return {
    ...EMPTY,
    subjects: params.get('subjects') ?? '',
    class: (CLASSES as readonly string[]).includes(studentClass) ? studentClass : '',
    city: params.get('city') ?? '',
    area: params.get('area') ?? '',
    tuitionId: params.get('tuition') ?? '',
  };
}

export default function FindTutorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const form = useZodForm(loadStudentRequestFormSchema, prefilled(params));
  const createRequest = useCreateStudentRequest();
  const [received, setReceived] = useState<Omit<RequestConfirmationProps, 'onAnother'>>();
  const tuitionId = String(form.watch('tuitionId') ?? '');
  const [offerGone, setOfferGone] = useState(false);
  const markOfferGone = useCallback(() => setOfferGone(true), []);
  // The chosen offer's tutor, named on the confirmation.
  const [chosenOffer, setChosenOffer] = useState<PublicTuition>();
  // After "Send another request": the form again, its first field focused.
  const [again, setAgain] = useState(false);
  const firstField = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (again && !received) firstField.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [again, received]);

  const onSubmit = form.submit(async (values) => {
    void loadConfirmation().catch(() => undefined);
    // An offer that is no longer listed would refuse the request: send it without one.
    const answer = await createRequest.mutateAsync(offerGone ? { ...values, tuitionId: undefined } : values);
    // A repeat carries no code (it went to the family's mobile, decision 016).
    const accepted = answer.requestCode !== undefined || answer.alreadyReceived === true;
    if (accepted) {
      const chosen = !offerGone && values.tuitionId && chosenOffer?._id === values.tuitionId ? chosenOffer : undefined;
      setReceived({
        requestCode: answer.requestCode,
        alreadyReceived: answer.alreadyReceived === true,
        request: values,
        tutor: chosen && { name: chosen.teacher.displayName, verified: chosen.teacher.verified },
      });
    }
    // Emptied for the next request; the same family may ask for another child or subject, so their
    // own details stay for that.
    form.reset(
      accepted
        ? {
            ...EMPTY,
            firstName: values.firstName,
            lastName: values.lastName,
            mobile: values.mobile,
            email: values.email ?? '',
            timing: values.timing,
            city: values.city,
            area: values.area,
          }
        : EMPTY,
    );
    return answer;
  });

  if (received) {
    return (
      <Suspense fallback={null}>
        <RequestConfirmation
          {...received}
          onAnother={() => {
            setReceived(undefined);
            setAgain(true);
          }}
        />
      </Suspense>
    );
  }

  return (
    <FormPage documentTitle={t('findTutor.metaTitle')} title={t('findTutor.title')} intro={t('findTutor.intro')}>
      {tuitionId !== '' && (
        <Suspense fallback={null}>
          <ChosenOfferNote
            tuitionId={tuitionId}
            onRemove={() => form.setValue('tuitionId', '')}
            onGone={markOfferGone}
            onOffer={setChosenOffer}
          />
        </Suspense>
      )}
      <form ref={firstField} noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
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
        <CommonField kind="city" placeholder={t('fields.cityPlaceholder')} {...form.field('city')} />
        <CommonField kind="area" placeholder={t('fields.areaPlaceholder')} {...form.field('area')} />
        <PrivacyNotice className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <SubmitButton submitting={form.formState.isSubmitting}>{t('findTutor.submit')}</SubmitButton>
        </div>
      </form>
    </FormPage>
  );
}
