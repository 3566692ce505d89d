// A read-only record (profiles, tuition details): label and value pairs in a white card, one
// column on phones and two on wider screens.
import type { ReactNode } from 'react';

export type Detail = { label: string; value: ReactNode; wide?: boolean };

export function DetailList({ items }: { items: Detail[] }) {
  return (
    <dl className="grid gap-x-8 gap-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8">
      {items.map((item) => (
        <div key={item.label} className={item.wide ? 'sm:col-span-2' : undefined}>
          <dt className="text-sm font-medium text-slate-600">{item.label}</dt>
          <dd className="mt-1 break-words text-base text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
