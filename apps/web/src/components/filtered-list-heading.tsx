// The heading of a paged list filtered by one state: the title with the number of rows found, and a
// select of the states ("all" first). Changing the filter is the caller's (usually back to page 1).
import { useId } from 'react';
import { useTranslation } from '../lib/i18n';
import { formatNumber } from '../lib/i18n/numbers';

export interface StateFilter<S extends string> {
  label: string;
  allLabel: string;
  states: readonly S[];
  stateLabel: (state: S) => string;
  value: S | undefined;
  onChange: (state: S | undefined) => void;
}

export function FilteredListHeading<S extends string>({
  titleId,
  title,
  total,
  filter,
}: {
  titleId: string;
  title: string;
  /** Unknown while the list loads: no count is shown. */
  total: number | undefined;
  filter: StateFilter<S>;
}) {
  const { i18n } = useTranslation();
  const filterId = useId();
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {title}
        {total !== undefined && (
          <span className="ml-2 rounded-full bg-slate-200 px-2.5 py-0.5 align-middle text-sm font-semibold text-slate-800">
            {formatNumber(i18n.language, total)}
          </span>
        )}
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
          {filter.label}
        </label>
        <select
          id={filterId}
          className="min-h-11 rounded-md border border-slate-400 bg-white px-3 text-slate-900"
          value={filter.value ?? ''}
          onChange={(event) => filter.onChange((event.target.value || undefined) as S | undefined)}
        >
          <option value="">{filter.allLabel}</option>
          {filter.states.map((value) => (
            <option key={value} value={value}>
              {filter.stateLabel(value)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
