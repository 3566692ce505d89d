// After a request is sent: the request code, large and easy to copy down, with a link to /track
// that brings the code along (the family then gives only the mobile number).
// A repeated request (issue 14, decision 016) says so and that its code went to the family's mobile
// again: the answer never carries it (issue 26). It is part of
// the confirmation after a request (request-confirmation.tsx), and stands alone, announced, when the
// confirmation's chunk could not be downloaded.
import type { Ref } from 'react';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** `ref`: the page focuses the panel when it appears. */
export function RequestCodePanel({
  requestCode,
  alreadyReceived = false,
  announce = true,
  ref,
}: {
  /** Absent for a repeated request. */
  requestCode?: string;
  alreadyReceived?: boolean;
  /** A live region (role=status) when it appears alone; inside the confirmation its heading is read. */
  announce?: boolean;
  ref?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="request-code-title"
      role={announce ? 'status' : undefined}
      className="mb-6 scroll-mt-20 rounded-2xl border-2 border-teal-700 bg-teal-50 p-5 text-center"
    >
      <h2 id="request-code-title" className="text-lg font-semibold text-slate-900">
        {t('requestCode.title')}
      </h2>
      {requestCode ? (
        <p
          className="mt-2 font-mono text-3xl font-bold tracking-widest text-teal-900 sm:text-4xl"
          data-testid="request-code"
        >
          {requestCode}
        </p>
      ) : (
        <p className="mt-2 font-medium text-slate-900" data-testid="request-code-sent">
          {t('requestCode.sentToMobile')}
        </p>
      )}
      {alreadyReceived && <p className="mt-3 font-medium text-slate-900">{t('requestCode.alreadyReceived')}</p>}
      <p className="mt-3 text-slate-800">{t('requestCode.advice')}</p>
      <Link
        to={requestCode ? `${paths.trackRequest}?code=${encodeURIComponent(requestCode)}` : paths.trackRequest}
        className="mt-3 inline-block font-semibold text-teal-800 underline"
      >
        {t('requestCode.track')}
      </Link>
    </section>
  );
}
