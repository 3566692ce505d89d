// A set of choices from a fixed list as checkboxes in a fieldset (languages, modes, times; issue 27):
// the legend names the group, the error is linked to it, and each box is a 44 px tap target.
import { useId } from 'react';
import { type ServerText, translateMessage, useTranslation } from '../../lib/i18n';

export function ChoiceList<T extends string>({
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  className = '',
}: {
  legend: string;
  hint?: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  error?: ServerText;
  className?: string;
}) {
  const { i18n } = useTranslation();
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  const toggle = (option: T, checked: boolean) =>
    onChange(options.map((each) => each.value).filter((each) => (each === option ? checked : value.includes(each))));
  return (
    <fieldset className={`flex flex-col gap-1 ${className}`} aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
          >
            <input
              type="checkbox"
              className="h-4 w-4 accent-teal-700"
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {translateMessage(error, i18n.language)}
        </p>
      )}
    </fieldset>
  );
}
