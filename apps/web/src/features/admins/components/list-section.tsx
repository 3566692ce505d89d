// One titled list on an admin screen: heading with the number of records, an optional search box
// and the table itself.
import type { ReactNode } from 'react';

export function ListSection({
  id,
  title,
  total,
  search,
  children,
}: {
  id: string;
  title: string;
  total?: number;
  search?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-20">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
          {title}
          {total !== undefined && (
            <span className="ml-2 rounded-full bg-slate-200 px-2.5 py-0.5 align-middle text-sm font-semibold text-slate-800">
              {total}
            </span>
          )}
        </h2>
        {search}
      </div>
      {children}
    </section>
  );
}
