// /about — a heading, an intro paragraph and two cards, Our Mission and Our Vision (requirements §1).
import { Icon } from '../../../components/icons/icon';
import { useTranslation } from '../../../lib/i18n';
import { DocumentTitle } from '../../../components/document-title';

export default function AboutPage() {
  const { t } = useTranslation();
  const cards = [
    { icon: 'target' as const, title: t('about.missionTitle'), text: t('about.missionText') },
    { icon: 'eye' as const, title: t('about.visionTitle'), text: t('about.visionText') },
  ];
  return (
    <div className="bg-gradient-to-b from-teal-50 to-slate-50">
      <DocumentTitle title={t('about.metaTitle')} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('about.title')}</h1>
        {/* Its English text has a Devanagari gloss: styles.css, .devanagari-words. */}
        <p className="devanagari-words mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{t('about.intro')}</p>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {cards.map(({ icon, title, text }) => (
            <article key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-xl bg-teal-700 text-white">
                <Icon name={icon} className="size-6" />
              </span>
              <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
              <p className="mt-3 leading-relaxed text-slate-700">{text}</p>
            </article>
          ))}
        </div>
      </div>
    </div>
  );
}
