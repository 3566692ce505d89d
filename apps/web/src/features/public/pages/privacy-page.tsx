// /privacy — what GharGuru keeps, why, who sees a phone number, for how long, and the reader's
// choices (issue 14). Its texts come in this page's chunk (en-privacy.ts).
import { Link } from '../../../lib/router';
import { DocumentTitle } from '../../../components/document-title';
import { registerPageTexts, useTranslation } from '../../../lib/i18n';
import { enPrivacy } from '../../../lib/i18n/en-privacy';
import { paths } from '../../../lib/paths';

registerPageTexts(enPrivacy);

export default function PrivacyPage() {
  const { t } = useTranslation();
  const sections = [
    {
      title: t('privacy.collectTitle'),
      paragraphs: [t('privacy.collectFamilies'), t('privacy.collectTeachers'), t('privacy.collectMessages')],
    },
    { title: t('privacy.useTitle'), paragraphs: [t('privacy.use')] },
    { title: t('privacy.seeTitle'), paragraphs: [t('privacy.see')] },
    { title: t('privacy.keepTitle'), paragraphs: [t('privacy.keep')] },
    { title: t('privacy.choicesTitle'), paragraphs: [t('privacy.choices')] },
    { title: t('privacy.storageTitle'), paragraphs: [t('privacy.storage')] },
  ];
  return (
    <div className="bg-gradient-to-b from-teal-50 to-slate-50">
      <DocumentTitle title={t('privacy.metaTitle')} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('privacy.title')}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('privacy.intro')}</p>
        <div className="mt-8 space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {sections.map(({ title, paragraphs }) => (
            <section key={title}>
              <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
              {paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-2 leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <p>
            <Link
              to={paths.contactUs}
              className="inline-flex min-h-11 items-center font-medium text-teal-800 underline underline-offset-4"
            >
              {t('privacy.contactLink')}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
