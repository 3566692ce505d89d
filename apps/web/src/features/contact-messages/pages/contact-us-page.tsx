// /contactus-form — the contact e-mail, phone and social links, and the contact-us form
// (ContactMessageSchema). Success shows the spec's notification; an error shows a browser alert.
import { type ContactMessageInput, ContactMessageSchema, LIMITS, MSG } from '@gharguru/contract';
import { Icon } from '../../../components/icons/icon';
import { SubmitButton, TextAreaField, TextField } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { notify } from '../../../components/notification/notification-store';
import { errorMessage } from '../../../lib/api-client';
import { translateMessage, useTranslation } from '../../../lib/i18n';
import { usePublicConfig } from '../../public/api/get-public-config';
import { SocialLinks } from '../../public/components/social-links';
import { useCreateContactMessage } from '../api/create-contact-message';

const EMPTY: ContactMessageInput = { firstName: '', lastName: '', email: '', mobileNo: '', subject: '', message: '' };

function ContactDetails() {
  const { t } = useTranslation();
  const { phone, email } = usePublicConfig();
  return (
    <div className="rounded-2xl bg-teal-800 p-6 text-white shadow-sm sm:p-8">
      <h2 className="text-xl font-semibold">{t('contact.detailsTitle')}</h2>
      <ul className="mt-5 space-y-4">
        <li>
          <a
            href={`mailto:${email}`}
            className="flex items-center gap-3 rounded-md hover:underline focus-visible:outline-2 focus-visible:outline-white"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15">
              <Icon name="mail" className="size-5" />
            </span>
            <span>
              <span className="block text-sm text-teal-100">{t('footer.email')}</span>
              <span className="break-all font-medium">{email}</span>
            </span>
          </a>
        </li>
        <li>
          <a
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            className="flex items-center gap-3 rounded-md hover:underline focus-visible:outline-2 focus-visible:outline-white"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15">
              <Icon name="phone" className="size-5" />
            </span>
            <span>
              <span className="block text-sm text-teal-100">{t('footer.phone')}</span>
              <span className="font-medium">{phone}</span>
            </span>
          </a>
        </li>
      </ul>
      <h3 className="mt-8 text-sm font-semibold uppercase tracking-wide text-teal-100">{t('footer.followTitle')}</h3>
      <div className="mt-3">
        <SocialLinks />
      </div>
    </div>
  );
}

export default function ContactUsPage() {
  const { t, i18n } = useTranslation();
  const form = useZodForm(ContactMessageSchema, EMPTY);
  const { register, formState, reset, watch } = form;
  const { errors, isSubmitting } = formState;
  const createMessage = useCreateContactMessage();
  const messageLength = (watch('message') ?? '').length;

  const onSubmit = form.submit(async (values) => {
    try {
      await createMessage.mutateAsync(values);
      notify.success(MSG.contactReceived);
      reset(EMPTY);
    } catch (error) {
      form.showServerErrors(error);
      window.alert(translateMessage(errorMessage(error), i18n.language));
    }
  });

  return (
    <FormPage
      documentTitle={t('contact.metaTitle')}
      title={t('contact.title')}
      intro={t('contact.intro')}
      aside={<ContactDetails />}
    >
      <h2 className="mb-5 text-lg font-semibold text-slate-900">{t('contact.formTitle')}</h2>
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          optional
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('fields.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint={t('fields.mobileHint')}
          error={errors.mobileNo?.message}
          {...register('mobileNo')}
        />
        <TextField
          label={t('fields.subject')}
          className="sm:col-span-2"
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextAreaField
          label={t('fields.message')}
          className="sm:col-span-2"
          hint={`${t('fields.messageHint')} · ${messageLength}/${LIMITS.contactMessage}`}
          error={errors.message?.message}
          {...register('message')}
        />
        <div className="sm:col-span-2">
          <SubmitButton submitting={isSubmitting}>{t('contact.submit')}</SubmitButton>
        </div>
      </form>
    </FormPage>
  );
}
