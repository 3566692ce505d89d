// A password input with a show-password toggle (issue 14): a button named "Show password" whose
// aria-pressed says whether the characters are visible. It keeps the field's label, hint and error
// wiring (FieldFrame), so a rule shown as the hint gives way to the error under the same field.
import { type ComponentPropsWithRef, useState } from 'react';
import { type ServerText, useTranslation } from '../../lib/i18n';
import { Icon } from '../icons/icon';
import { FieldFrame } from './field';

type PasswordFieldProps = {
  label: string;
  error?: ServerText;
  hint?: string;
  className?: string;
  autoComplete: 'new-password' | 'current-password';
} & Omit<ComponentPropsWithRef<'input'>, 'type'>;

export function PasswordField({ label, error, hint, className, ...input }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...input}
            {...control}
            type={shown ? 'text' : 'password'}
            // Typed passwords are not corrected or capitalised when they are shown.
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-3 pr-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-teal-700 focus:outline-none focus:ring-2 focus:ring-teal-700/30 disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-600"
          />
          <button
            type="button"
            aria-label={t('fields.showPassword')}
            aria-pressed={shown}
            aria-controls={control.id}
            onClick={() => setShown((value) => !value)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-700 aria-pressed:text-teal-800"
          >
            <Icon name="eye" className="size-5" />
            {/* Shown: the eye struck through, as "hide" reads on most sign-in forms. */}
            {shown && <span aria-hidden="true" className="absolute h-0.5 w-6 rotate-45 rounded bg-current" />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
