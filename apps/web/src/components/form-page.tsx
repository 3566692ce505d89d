// The frame of a public form page: document title, heading, intro, a white card for the form and
// an optional side panel (contact details) or footer line with a link to the sibling form. A lost
// connection while sending is told in the card, with a way to send again (connection-notice.tsx).
import { type ReactNode, useRef, useState } from 'react';
import { Link } from '../lib/router';
import { useConnectionLost } from '../lib/connection-status';
import { ConnectionNotice } from './connection-notice';
import { DocumentTitle } from './document-title';

export function FormPage({
  documentTitle,
  title,
  intro,
  children,
  aside,
  footer,
  size = 'md',
}: {
  documentTitle: string;
  title: string;
  intro: string;
  children: ReactNode;
  aside?: ReactNode;
  /** 'Already have an account? Sign in': the line's text, the link's label and where it goes. */
  footer?: { text: string; link: string; to: string };
  size?: 'sm' | 'md';
}) {
  const card = useRef<HTMLDivElement>(null);
  // A form of this page was sent: from then on a lost connection is this page's to tell.
  const [sent, setSent] = useState(false);
  const lost = useConnectionLost();
  const width = aside ? 'max-w-6xl' : size === 'sm' ? 'max-w-md' : 'max-w-3xl';
  return (
    <div className="bg-gradient-to-b from-teal-50 to-slate-50">
      <DocumentTitle title={documentTitle} />
      <div className={`mx-auto px-4 py-8 sm:py-12 ${width}`}>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
        <div className={`mt-6 ${aside ? 'grid items-start gap-6 lg:grid-cols-[2fr_3fr] lg:gap-8' : ''}`}>
          {aside}
          <div>
            <div
              ref={card}
              onSubmitCapture={() => setSent(true)}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
            >
              {children}
              {sent && lost && (
                // Under the form's button, where the sender is looking. Not a lazy chunk: with the
                // connection lost, it could not be downloaded.
                <ConnectionNotice onRetry={() => card.current?.querySelector('form')?.requestSubmit()} />
              )}
            </div>
            {footer && (
              <p className="mt-4 text-center text-sm text-slate-700">
                {footer.text}{' '}
                <Link to={footer.to} className="font-semibold text-teal-800 underline-offset-4 hover:underline">
                  {footer.link}
                </Link>
              </p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
