// /home — the landing page (requirements §1): hero with the two calls to action (and Browse Tutors,
// issue 9), how it works,
// benefits for students and for teachers, why choose us, and families' reviews (issue 27). Plain markup and icons only:
// this is the first page most visitors load, on phones and slow connections.
import { Icon } from '../../../components/icons/icon';
import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/numbers';
import { Link } from '../../../lib/router';
import { paths } from '../../../lib/paths';
import { DocumentTitle } from '../../../components/document-title';

// Families' own words (issue 27), loaded after the page has painted (decision 047).
const Testimonials = lazy(() =>
  import('../components/testimonials')
    .then((module) => ({ default: module.Testimonials }))
    .catch(() => ({ default: () => null })),
);

const heroOutlineButton =
  'inline-flex items-center justify-center rounded-lg border-2 border-white px-5 py-2 text-base font-semibold text-white hover:bg-white hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

function Section({
  id,
  title,
  intro,
  children,
  tone = 'white',
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tone?: 'white' | 'tint';
}) {
  return (
    <section aria-labelledby={id} className={tone === 'tint' ? 'bg-teal-50/60' : 'bg-white'}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h2 id={id} className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">{intro}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

function HeroCard() {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm">
      <div className="absolute -right-4 -top-4 size-24 rounded-full bg-amber-300/60 blur-2xl" />
      <div className="relative rounded-2xl bg-white p-5 text-slate-900 shadow-xl ring-1 ring-slate-900/5">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-teal-100 text-teal-800">
            <Icon name="clipboard-list" className="size-5" />
          </span>
          <div>
            <p className="text-sm font-semibold">{t('fields.classOption', { value: 10 })} · SEE</p>
            <p className="text-xs text-slate-600">{t('home.heroCardSubjects')}</p>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-xs">
          <div className="rounded-lg bg-slate-50 p-2">
            <dt className="flex items-center gap-1 text-slate-600">
              <Icon name="map-pin" className="size-3.5" /> {t('fields.area')}
            </dt>
            <dd className="mt-0.5 font-semibold">{t('home.heroCardArea')}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-2">
            <dt className="flex items-center gap-1 text-slate-600">
              <Icon name="clock" className="size-3.5" /> {t('fields.timing')}
            </dt>
            <dd className="mt-0.5 font-semibold">{t('options.timing.Evening')}</dd>
          </div>
        </dl>
        <div className="mt-4 flex items-center gap-3 rounded-xl bg-teal-700 p-3 text-white">
          <span className="flex size-10 items-center justify-center rounded-full bg-teal-900 text-sm font-bold">
            RM
          </span>
          <div className="flex-1">
            <p className="text-sm font-semibold">{t('home.t2Name')}</p>
            <p className="text-xs text-teal-50">
              {t('home.heroCardTutorSubjects')} · {t('home.t2Place')}
            </p>
          </div>
          <Icon name="user-check" className="size-5 text-amber-300" />
        </div>
      </div>
    </div>
  );
}

export default function HomePage() {
  const { t, i18n } = useTranslation();
  // False in the prerendered HTML and while hydrating: the testimonials come after the first paint.
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);

  const steps = [
    { icon: 'clipboard-list' as const, title: t('home.how1Title'), text: t('home.how1Text') },
    { icon: 'user-check' as const, title: t('home.how2Title'), text: t('home.how2Text') },
    { icon: 'home' as const, title: t('home.how3Title'), text: t('home.how3Text') },
  ];
  const studentBenefits = [t('home.student1'), t('home.student2'), t('home.student3'), t('home.student4')];
  const teacherBenefits = [t('home.teacher1'), t('home.teacher2'), t('home.teacher3'), t('home.teacher4')];
  const reasons = [
    { icon: 'shield-check' as const, title: t('home.why1Title'), text: t('home.why1Text') },
    { icon: 'layers' as const, title: t('home.why2Title'), text: t('home.why2Text') },
    { icon: 'sparkles' as const, title: t('home.why3Title'), text: t('home.why3Text') },
    { icon: 'heart-handshake' as const, title: t('home.why4Title'), text: t('home.why4Text') },
  ];

  return (
    <>
      <DocumentTitle title={t('home.metaTitle')} />

      <section className="bg-gradient-to-br from-teal-800 via-teal-700 to-emerald-700 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
              <Icon name="map-pin" className="size-4" />
              {t('home.heroEyebrow')}
            </p>
            <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              {t('home.heroTitle')}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-teal-50">{t('home.heroText')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link to={paths.findTutor} className="btn-accent">
                {t('home.ctaPostRequest')}
              </Link>
              <Link to={paths.tutors} className={heroOutlineButton}>
                {t('nav.browseTutors')}
              </Link>
              <Link to={paths.teacherRegister} className={heroOutlineButton}>
                {t('home.ctaBecomeTutor')}
              </Link>
            </div>
            <p className="mt-4 text-sm text-teal-50">{t('home.heroNote')}</p>
            <p className="mt-2 text-sm text-teal-50">
              {t('home.trackNote')}{' '}
              <Link
                to={paths.trackRequest}
                className="inline-flex min-h-11 items-center font-semibold text-white underline"
              >
                {t('nav.trackRequest')}
              </Link>
            </p>
          </div>
          <HeroCard />
        </div>
      </section>

      <section aria-label={t('home.heroEyebrow')} className="border-b border-slate-200 bg-white">
        <ul className="mx-auto grid max-w-6xl gap-4 px-4 py-6 sm:grid-cols-3">
          {[
            { icon: 'graduation-cap' as const, text: t('home.statsClasses') },
            { icon: 'book-open' as const, text: t('home.statsSubjects') },
            { icon: 'clock' as const, text: t('home.statsTimings') },
          ].map(({ icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-sm font-medium text-slate-800">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-900">
                <Icon name={icon} className="size-5" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </section>

      <Section id="how-it-works" title={t('home.howTitle')} intro={t('home.howIntro')}>
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map(({ icon, title, text }, index) => (
            <li key={title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="absolute right-5 top-5 text-4xl font-extrabold text-teal-100" aria-hidden="true">
                {formatNumber(i18n.language, index + 1)}
              </span>
              <span className="flex size-12 items-center justify-center rounded-xl bg-teal-700 text-white">
                <Icon name={icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="benefits" title={t('home.benefitsTitle')} tone="tint">
        <div className="grid gap-6 md:grid-cols-2">
          {[
            {
              title: t('home.studentsTitle'),
              items: studentBenefits,
              to: paths.findTutor,
              cta: t('home.ctaPostRequest'),
            },
            {
              title: t('home.teachersTitle'),
              items: teacherBenefits,
              to: paths.teacherRegister,
              cta: t('home.ctaBecomeTutor'),
            },
          ].map((group) => (
            <div
              key={group.title}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
            >
              <h3 className="text-xl font-semibold text-slate-900">{group.title}</h3>
              <ul className="mt-5 flex-1 space-y-3">
                {group.items.map((item) => (
                  <li key={item} className="flex gap-3 text-slate-800">
                    <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                    {item}
                  </li>
                ))}
              </ul>
              <Link to={group.to} className="btn-primary mt-6 self-start">
                {group.cta}
              </Link>
            </div>
          ))}
        </div>
      </Section>

      <Section id="why-us" title={t('home.whyTitle')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-6">
              <Icon name={icon} className="size-8 text-amber-600" />
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      {painted && (
        <Suspense fallback={null}>
          <Testimonials />
        </Suspense>
      )}

      <section className="bg-slate-900">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-12 text-white md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold">{t('home.ctaBandTitle')}</h2>
            <p className="mt-2 max-w-xl text-slate-300">{t('home.ctaBandText')}</p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to={paths.findTutor} className="btn-accent">
              {t('home.ctaPostRequest')}
            </Link>
            <Link
              to={paths.teacherRegister}
              className="inline-flex items-center justify-center rounded-lg border-2 border-white px-5 py-2 font-semibold text-white hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('home.ctaBecomeTutor')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
