// The confirmation after a tuition request (issue 14), in place of the form: the heading takes the
// focus; then the request code to write down, what happens next and when (an admin reads it within
// one working day; we call or send an SMS when a tutor is found; /track with code and mobile), a
// summary of what was asked for (the mobile number only by its last three digits), and the ways on:
// Browse tutors, Send another request, Print. A repeated request (decision 016) says it was already
// received and that its code went to the family's mobile again (the answer does not carry it, issue 26). A lazy chunk with its own texts (lib/i18n/request-confirmation.ts),
// loaded while the request is on its way, so the form page carries none of it.
import { type StudentRequest, fillTemplate } from '@gharguru/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/router';
import { DocumentTitle } from '../../../components/document-title';
import { Icon } from '../../../components/icons/icon';
import { areaAndCity, formatDateInBothCalendars, subjectsLabel } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { nepaliDigits } from '../../../lib/i18n/numbers';
import { REQUEST_CONFIRMATION_TEXTS } from '../../../lib/i18n/request-confirmation';
import { paths } from '../../../lib/paths';
import { RequestCodePanel } from './request-code-panel';

/** What the family sent, as the summary shows it. */
export type SentRequest = Pick<
  StudentRequest,
  'firstName' | 'mobile' | 'class' | 'subjects' | 'timing' | 'city' | 'area'
>;

export type RequestConfirmationProps = {
  /** Absent for a repeated request. */
  requestCode?: string;
  alreadyReceived: boolean;
  request: SentRequest;
  /** The tutor of the offer the family chose with "Request this tutor", if any (issue 33). */
  tutor?: { name: string; verified: boolean };
  /** Back to the form, for another child or subject. */
  onAnother: () => void;
};

export function RequestConfirmation({
  requestCode,
  alreadyReceived,
  request,
  tutor,
  onAnother,
}: RequestConfirmationProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'ne' ? 'ne' : 'en';
  const texts = REQUEST_CONFIRMATION_TEXTS[language];
  const digits = (text: string) => (language === 'ne' ? nepaliDigits(text) : text);
  const heading = useRef<HTMLHeadingElement>(null);
  const [sentAt] = useState(() => new Date().toISOString());

  // The screen changed under the button that sent the form: start reading (and seeing) at its heading.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const classLabel =
    request.class === 'Bachelor' ? t('fields.bachelor') : t('fields.classOption', { value: Number(request.class) });
  const place = areaAndCity(language, request.area, request.city);
  const summary: [string, string][] = [
    [t('fields.class'), classLabel],
    [t('fields.subjects'), subjectsLabel(language, request.subjects)],
    [t('fields.timing'), t(`options.timing.${request.timing}`)],
    [texts.place, place],
    // A printed confirmation carries its day in both calendars (issue 33).
    [texts.sentOn, formatDateInBothCalendars(language, sentAt)],
  ];
  // Verified or not is said as it is: a family that chose an unverified tutor is promised nothing more.
  if (tutor) summary.unshift([texts.tutor, `${tutor.name} (${tutor.verified ? texts.verified : texts.notVerified})`]);

  return (
    <div className="bg-gradient-to-b from-teal-50 to-slate-50 print:bg-none">
      <DocumentTitle title={texts.metaTitle} />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12" data-testid="request-confirmation">
        <div className="flex items-start gap-3">
          <Icon name="check-circle" className="mt-1 size-7 shrink-0 text-green-700" />
          <div className="min-w-0">
            <h1
              ref={heading}
              tabIndex={-1}
              className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
            >
              {alreadyReceived ? texts.titleAgain : texts.title}
            </h1>
            <p className="mt-2 text-slate-700">
              {alreadyReceived
                ? t('requestCode.alreadyReceived')
                : fillTemplate(texts.lead, { name: request.firstName })}
            </p>
          </div>
        </div>

        <div className="mt-6">
          <RequestCodePanel requestCode={requestCode} announce={false} />
        </div>

        <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none">
          <section aria-labelledby="next-steps-title">
            <h2 id="next-steps-title" className="text-lg font-semibold text-slate-900">
              {texts.nextTitle}
            </h2>
            <ol className="mt-3 grid gap-3">
              {[
                tutor
                  ? fillTemplate(texts.reviewChosen, { tutor: tutor.name })
                  : fillTemplate(texts.review, { area: request.area }),
                fillTemplate(texts.call, { digits: digits(request.mobile.slice(-3)) }),
                texts.track,
              ].map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-teal-700 text-sm font-semibold text-white print:border print:border-slate-900 print:bg-white print:text-slate-900"
                  >
                    {digits(String(index + 1))}
                  </span>
                  <p className="pt-0.5 text-slate-800">
                    {step}
                    {index === 2 && (
                      <>
                        {' '}
                        <Link
                          to={
                            requestCode
                              ? `${paths.trackRequest}?code=${encodeURIComponent(requestCode)}`
                              : paths.trackRequest
                          }
                          className="font-semibold text-teal-800 underline"
                        >
                          {t('requestCode.track')}
                        </Link>
                      </>
                    )}
                  </p>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="asked-title">
            <h2 id="asked-title" className="text-lg font-semibold text-slate-900">
              {texts.askedTitle}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {summary.map(([term, value]) => (
                <div key={term} className="min-w-0">
                  <dt className="text-sm text-slate-600">{term}</dt>
                  <dd className="break-words font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
          <button type="button" className="btn-primary min-h-11" onClick={onAnother}>
            {texts.another}
          </button>
          <Link to={paths.tutors} className="btn-secondary min-h-11 text-base">
            {texts.browse}
          </Link>
          <button type="button" className="btn-secondary min-h-11 text-base" onClick={() => window.print()}>
            {texts.print}
          </button>
        </div>
      </div>
    </div>
  );
}
