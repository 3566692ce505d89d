// Labelled form controls: every field has a <label>, its error text is linked through
// aria-describedby, and aria-invalid marks it. Errors are the contract's messages (translated in Nepali mode).
import { type ComponentProps, type ComponentPropsWithRef, type ReactNode, useId, useSyncExternalStore } from 'react';
import { type ServerText, type TranslationKey, translateMessage, useTranslation } from '../../lib/i18n';

type FieldFrameProps = {
  label: string;
  error?: ServerText;
  hint?: string;
  optional?: boolean;
  className?: string;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
};

export function FieldFrame({ label, error, hint, optional, className = '', children }: FieldFrameProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="ml-1 font-normal text-slate-600">{t('common.optional')}</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {translateMessage(error, i18n.language)}
        </p>
      )}
    </div>
  );
}

const CONTROL =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-teal-700 focus:outline-none focus:ring-2 focus:ring-teal-700/30 disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-600';

type Common = { label: string; error?: ServerText; hint?: string; optional?: boolean; className?: string };

export function TextField({
  label,
  error,
  hint,
  optional,
  className,
  ...input
}: Common & ComponentPropsWithRef<'input'>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => <input {...input} {...control} className={`${CONTROL} border-slate-300`} />}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  optional,
  className,
  ...textarea
}: Common & ComponentPropsWithRef<'textarea'>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => <textarea rows={4} {...textarea} {...control} className={`${CONTROL} border-slate-300`} />}
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string };

export function SelectField({
  label,
  error,
  hint,
  optional,
  className,
  options,
  placeholder,
  ...select
}: Common & ComponentPropsWithRef<'select'> & { options: SelectOption[]; placeholder?: string }) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => (
        <select {...select} {...control} className={`${CONTROL} border-slate-300`}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

const subscribeNever = () => () => {};

/** False in the prerendered HTML and during hydration; true once React handles the page. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * The submit button: disabled while the form submits, and until the page is hydrated. Before then a
 * click (or Enter) would make the browser submit the prerendered form itself, as a GET that puts
 * every field, passwords included, in the URL.
 */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className="btn-primary w-full sm:w-auto"
      disabled={submitting || !hydrated}
      aria-busy={submitting}
    >
      {submitting ? t('common.submitting') : children}
    </button>
  );
}

// The text fields several forms ask for (names, mobile, e-mail, passwords, subjects, place): label,
// hint, input type and browser autofill in one place, so every form asks for them the same way.
// A form can still override any of them (its own label or hint, a col-span, `optional`).
// (Here rather than in a module of its own: bundled apart it was one more chunk on every form page.)
type Preset = { label: TranslationKey; hint?: TranslationKey } & Pick<
  ComponentProps<'input'>,
  'type' | 'inputMode' | 'autoComplete'
>;

const PRESETS = {
  firstName: { label: 'fields.firstName', autoComplete: 'given-name' },
  lastName: { label: 'fields.lastName', autoComplete: 'family-name' },
  mobile: {
    label: 'fields.mobile',
    hint: 'fields.mobileHint',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
  },
  email: { label: 'fields.email', type: 'email', autoComplete: 'email' },
  subjects: { label: 'fields.subjects', hint: 'fields.subjectsHint' },
  city: { label: 'fields.city', autoComplete: 'address-level2' },
  area: { label: 'fields.area', autoComplete: 'address-level3' },
} satisfies Record<string, Preset>;

export type CommonFieldKind = keyof typeof PRESETS;

export function CommonField({
  kind,
  ...props
}: { kind: CommonFieldKind; label?: string } & Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useTranslation();
  const { label, hint, ...input }: Preset = PRESETS[kind];
  return <TextField label={t(label)} hint={hint && t(hint)} {...input} {...props} />;
}
