// The frame of a signed-in screen (admin and teacher areas): document title, heading, intro and
// the page's main buttons, which sit under the heading on phones and beside it on wide screens.
import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

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
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
