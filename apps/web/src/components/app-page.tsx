// The frame of a signed-in screen (admin and teacher areas): document title, heading, intro and
// the page's main buttons, which sit under the heading on phones and beside it on wide screens.
// When something the screen sent (a form, or a button's action through notifyOutcome) does not reach
// the server (no connection, or no answer within the 10 s time-out), the lost-connection notice of
// the public forms says so under the content and offers Try again, which sends it again; a form keeps
// what was typed (issue 14). After a form it sits under the form, scrolled into view; after a button
// of a long screen (a row of a list) it stays in view at the bottom of the window, and the page keeps
// the focused control clear of it.
import { type FormEvent, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { type Retry, connectionStatus, useRetry } from '../lib/connection-status';
import { ConnectionNotice } from './connection-notice';
import { DocumentTitle } from './document-title';

/** A submitted form of the screen becomes what Try again sends. */
function rememberForm(event: FormEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  connectionStatus.sending({
    kind: 'form',
    run: () => {
      if (form.isConnected) form.requestSubmit();
    },
  });
}

const NOTICE_SPACE = '--connection-notice-space';

function Notice({ retry }: { retry: Retry }) {
  const box = useRef<HTMLDivElement>(null);
  const sticky = retry.kind === 'action';
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (!sticky) {
      // Under the form's button, which the sender just pressed: bring it into view without a jump.
      element.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    // Scrolling to a control (Tab) keeps it above the notice (styles.css: scroll-padding-bottom).
    const root = document.documentElement;
    root.style.setProperty(NOTICE_SPACE, `${element.getBoundingClientRect().height + 24}px`);
    return () => {
      root.style.removeProperty(NOTICE_SPACE);
    };
  }, [sticky]);
  return (
    <div
      ref={box}
      className={`mt-5 print:hidden ${sticky ? 'sticky bottom-[calc(var(--notification-space,0px)+1rem)] z-30' : ''}`}
    >
      <ConnectionNotice kind={retry.kind} onRetry={retry.run} className={sticky ? 'shadow-lg' : ''} />
    </div>
  );
}

export function AppPage({
  documentTitle,
  title,
  intro,
  actions,
  children,
  size = 'wide',
}: {
  documentTitle: string;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  size?: 'wide' | 'narrow';
}) {
  const retry = useRetry();
  // What a screen sent is not another screen's to send again.
  useEffect(() => () => connectionStatus.settled(), []);
  return (
    <div className="bg-slate-50">
      <DocumentTitle title={documentTitle} />
      <div className={`mx-auto px-4 py-6 sm:py-10 ${size === 'wide' ? 'max-w-6xl' : 'max-w-3xl'}`}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            {intro && <p className="mt-2 text-slate-700">{intro}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
        </div>
        <div className="mt-6" onSubmitCapture={rememberForm}>
          {children}
          {retry && <Notice retry={retry} />}
        </div>
      </div>
    </div>
  );
}
