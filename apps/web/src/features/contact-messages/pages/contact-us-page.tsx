// /contactus-form — the contact e-mail, phone and social links, and the contact-us form
// (ContactMessageSchema). Success shows the required notification; an error shows a browser alert.
import { type ContactMessageInput, LIMITS } from '@gharguru/contract';
import { loadContactMessageSchema } from '../../../lib/form-schemas';
import { Icon } from '../../../components/icons/icon';
import { CommonField, SubmitButton, TextAreaField, TextField } from '../../../components/form/field';
import { PrivacyNotice } from '../../../components/privacy-notice';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { translateMessage, useTranslation } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/numbers';
import { usePublicConfig } from '../../../lib/public-config';
import { SocialLinks } from '../../../components/social-links';
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
  const form = useZodForm(loadContactMessageSchema, EMPTY);
  const createMessage = useCreateContactMessage();
  const messageLength = (form.watch('message') ?? '').length;

  const onSubmit = form.submit(
    // The server's answer is the required notification (MSG.contactReceived, with its code).
    (values) => createMessage.mutateAsync(values),
    {
      onSuccess: () => form.reset(EMPTY),
      report: (message) => window.alert(translateMessage(message, i18n.language)),
    },
  );

  return (
    <FormPage
      documentTitle={t('contact.metaTitle')}
      title={t('contact.title')}
      intro={t('contact.intro')}
      aside={<ContactDetails />}
    >
      <h2 className="mb-5 text-lg font-semibold text-slate-900">{t('contact.formTitle')}</h2>
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <CommonField kind="firstName" {...form.field('firstName')} />
        <CommonField kind="lastName" {...form.field('lastName')} />
        <CommonField kind="email" optional {...form.field('email')} />
        <CommonField kind="mobile" {...form.field('mobileNo')} />
        <TextField label={t('fields.subject')} className="sm:col-span-2" {...form.field('subject')} />
        <div className="sm:col-span-2">
          <TextAreaField label={t('fields.message')} hint={t('fields.messageHint')} {...form.field('message')} />
          {/* The count stays in view when the text is too long and the error replaces the hint (issue 14). */}
          <p
            data-testid="message-count"
            className={`mt-1 text-right text-xs ${messageLength > LIMITS.contactMessage ? 'font-semibold text-red-700' : 'text-slate-600'}`}
          >
            {t('fields.messageCount', {
              typed: formatNumber(i18n.language, messageLength),
              max: formatNumber(i18n.language, LIMITS.contactMessage),
            })}
          </p>
        </div>
        <PrivacyNotice className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <SubmitButton submitting={form.formState.isSubmitting}>{t('contact.submit')}</SubmitButton>
        </div>
      </form>
    </FormPage>
  );
}
