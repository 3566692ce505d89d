// A form on a contract schema, validating on change and on blur (spec section 4). The rules and
// messages come only from the schema; pages never re-declare them. Every form submits through
// `submit` (one way to report success and failure) and wires its fields with `field`.
//
// This is the part of React Hook Form's `useForm({ resolver: zodResolver(schema), mode: 'all' })`
// that the forms use, with the same behaviour, in a few lines instead of ~14 KB gzipped on every form
// page (issue 12): uncontrolled fields read through their refs; a change or blur validates the whole
// form and updates that field's message; a submit touches every field, shows every message and
// focuses the first field in error, or runs the action on the schema's output. It takes any Zod
// schema, classic or `zod/mini` (the browser's, see @gharguru/contract's `forms`), through Zod's core.
import type { BaseSyntheticEvent, ChangeEvent, FocusEvent } from 'react';
import { useReducer, useRef } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import { type $ZodType, config, safeParse } from 'zod/v4/core';
import { ApiError, errorText } from '../../lib/api-client';
import type { ServerText } from '../../lib/i18n';
import { notify } from '../notification/notification-store';

// Zod probes `new Function('')` to decide whether to compile its parsers; our Content Security
// Policy (script-src 'self') blocks that and Chrome reports the violation. Forms are the first
// place schemas run in the browser, so the interpreter is chosen here.
config({ jitless: true });

/** What a form does around its action: after success, and when the action throws. */
export type SubmitOptions<TOutput> = {
  /** Runs after the action succeeded (and its message was shown): navigate, reset the form. */
  onSuccess?: () => unknown;
  /** Runs first when the action throws, with the values it was given. */
  onFailure?: (values: TOutput) => void;
  /** Shows the failure's message (with its code); an error notification unless the form says otherwise. */
  report?: (message: ServerText) => void;
};

/** A field's message: the schema's issue code (or the server's message code) and its English text. */
export type FieldError = { type: string; message: string };

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a field spreads on its control (React Hook Form's `register` shape). */
export type FieldRegistration<TName extends string> = {
  name: TName;
  ref: (element: FieldElement | null) => void;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: (event: FocusEvent<FieldElement>) => void;
  disabled?: boolean;
};

/** A field's own handlers, run after the form's (`onChange` of the password re-checks its confirmation). */
export type FieldOptions = {
  /** A disabled field is left out of the values, validated and submitted, as React Hook Form does. */
  disabled?: boolean;
  onChange?: (event: ChangeEvent<FieldElement>) => void;
  onBlur?: (event: FocusEvent<FieldElement>) => void;
};

/**
 * A field's registration with its current error message, to spread on a field component. The error
 * carries the server's code for a server error; a schema's message is found by its English text.
 */
export type FieldBinding<TName extends string> = FieldRegistration<TName> & { error?: ServerText };

export type ZodForm<TInput extends FieldValues, TOutput> = {
  formState: {
    isSubmitting: boolean;
    isSubmitted: boolean;
    /** Submit attempts so far, valid or not (spec section 4). */
    submitCount: number;
    errors: Partial<Record<string, FieldError>>;
  };
  getValues: {
    (): TInput;
    <TName extends Path<TInput>>(name: TName): PathValue<TInput, TName>;
  };
  setValue: <TName extends Path<TInput>>(
    name: TName,
    value: PathValue<TInput, TName>,
    options?: { shouldTouch?: boolean; shouldValidate?: boolean },
  ) => void;
  watch: <TName extends Path<TInput>>(name: TName) => PathValue<TInput, TName>;
  /** Validates the named field (every field without a name) and shows its message; true when valid. */
  trigger: (name?: Path<TInput>) => Promise<boolean>;
  reset: (values?: DefaultValues<TInput>) => void;
  setError: (name: Path<TInput>, error: FieldError) => void;
  getFieldState: (name: Path<TInput>, formState?: unknown) => { error?: FieldError; isTouched: boolean };
  handleSubmit: (onValid: (values: TOutput) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
  /**
   * The submit handler. It first marks every field touched (as a submit attempt does in the spec),
   * then runs `action` on valid values. A `{ message }` the action resolves to is shown as a success
   * notification. When the action throws, the server's per-field messages (400 `errors`) go under
   * their fields and the error's message is reported.
   */
  submit: (
    // biome-ignore lint/suspicious/noConfusingVoidType: an action resolves to nothing (Promise<void>) or to the server's { message }
    action: (values: TOutput) => Promise<{ message: string; code?: string } | void> | void,
    options?: SubmitOptions<TOutput>,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  field: <TName extends Path<TInput>>(name: TName, options?: FieldOptions) => FieldBinding<TName>;
};

type Outcome<TOutput> = { values?: TOutput; errors: Record<string, FieldError> };

/** The first message of each field (a top-level key, as the form's fields are), in the schema's order. */
function validate<TOutput>(schema: $ZodType<TOutput>, values: unknown): Outcome<TOutput> {
  const result = safeParse(schema, values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? 'root');
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  return { errors };
}

function writeValue(element: FieldElement, value: unknown) {
  const text = value === undefined || value === null ? '' : String(value);
  if (element.value !== text) element.value = text;
}

class FormStore<TInput extends FieldValues, TOutput> {
  values: Record<string, unknown>;
  errors: Record<string, FieldError> = {};
  touched = new Set<string>();
  disabled = new Set<string>();
  elements = new Map<string, FieldElement>();
  /** One ref callback per field, so React attaches it once, in the order the fields render. */
  refs = new Map<string, (element: FieldElement | null) => void>();
  isSubmitting = false;
  isSubmitted = false;
  submitCount = 0;

  constructor(
    readonly schema: $ZodType<TOutput, TInput>,
    defaults: DefaultValues<TInput>,
    readonly render: () => void,
  ) {
    this.values = { ...defaults };
  }

  refOf(name: string) {
    let ref = this.refs.get(name);
    if (!ref) {
      ref = (element) => {
        if (!element) {
          this.elements.delete(name);
          return;
        }
        this.elements.set(name, element);
        writeValue(element, this.values[name]);
      };
      this.refs.set(name, ref);
    }
    return ref;
  }

  setFieldError(name: string, error: FieldError | undefined) {
    if (error) this.errors[name] = error;
    else delete this.errors[name];
  }

  /** The values as validated and submitted: without the disabled fields. */
  current(): Record<string, unknown> {
    const values = { ...this.values };
    for (const name of this.disabled) values[name] = undefined;
    return values;
  }

  /** Validates the whole form and updates only the named field's message, as on a change or blur. */
  validateField(name: string): boolean {
    const { errors } = validate(this.schema, this.current());
    this.setFieldError(name, errors[name]);
    return !errors[name];
  }

  setValue(name: string, value: unknown) {
    this.values[name] = value;
    const element = this.elements.get(name);
    if (element) writeValue(element, value);
  }

  reset(values: Record<string, unknown>) {
    this.values = { ...values };
    for (const [name, element] of this.elements) writeValue(element, this.values[name]);
    this.errors = {};
    this.touched.clear();
    this.isSubmitted = false;
    this.submitCount = 0;
    this.render();
  }

  focusFirstError() {
    for (const [name, element] of this.elements) {
      if (this.errors[name]) {
        element.focus();
        return;
      }
    }
  }

  async handleSubmit(onValid: (values: TOutput) => unknown, event?: BaseSyntheticEvent) {
    event?.preventDefault();
    this.isSubmitting = true;
    this.render();
    const outcome = validate(this.schema, this.current());
    this.errors = outcome.errors;
    try {
      if (outcome.values !== undefined && Object.keys(outcome.errors).length === 0) {
        await onValid(outcome.values);
      } else {
        this.focusFirstError();
      }
    } finally {
      this.isSubmitting = false;
      this.isSubmitted = true;
      this.submitCount++;
      this.render();
    }
  }
}

export function useZodForm<TInput extends FieldValues, TOutput>(
  schema: $ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
): ZodForm<TInput, TOutput> {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const store = useRef<FormStore<TInput, TOutput>>(null);
  store.current ??= new FormStore(schema, defaultValues, rerender);
  const state = store.current;

  const getValues = ((name?: string) => (name === undefined ? { ...state.values } : state.values[name])) as ZodForm<
    TInput,
    TOutput
  >['getValues'];

  const form: Omit<ZodForm<TInput, TOutput>, 'submit' | 'field'> = {
    formState: {
      isSubmitting: state.isSubmitting,
      isSubmitted: state.isSubmitted,
      submitCount: state.submitCount,
      errors: { ...state.errors },
    },
    getValues,
    watch: (name) => getValues(name),
    setValue: (name, value, options = {}) => {
      state.setValue(name, value);
      if (options.shouldTouch) state.touched.add(name);
      if (options.shouldValidate) state.validateField(name);
      state.render();
    },
    trigger: async (name) => {
      if (name === undefined) {
        state.errors = validate(state.schema, state.current()).errors;
        state.render();
        return Object.keys(state.errors).length === 0;
      }
      const valid = state.validateField(name);
      state.render();
      return valid;
    },
    reset: (values = defaultValues) => state.reset(values as Record<string, unknown>),
    setError: (name, error) => {
      state.setFieldError(name, error);
      state.render();
    },
    getFieldState: (name) => ({ error: state.errors[name], isTouched: state.touched.has(name) }),
    handleSubmit: (onValid) => (event) => state.handleSubmit(onValid, event),
  };

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      // The error's type keeps the message's code (translated by code in Nepali mode).
      const type = error.fieldCodes[field] ?? 'server';
      if (field in state.values) state.setFieldError(field, { type, message });
    }
  };

  const submit: ZodForm<TInput, TOutput>['submit'] =
    (action, { onSuccess, onFailure, report = notify.error } = {}) =>
    (event) => {
      for (const name of Object.keys(state.values)) state.touched.add(name);
      return state.handleSubmit(async (valid) => {
        try {
          const outcome = await action(valid);
          if (outcome) notify.success(outcome);
          await onSuccess?.();
        } catch (error) {
          onFailure?.(valid);
          showServerErrors(error);
          report(errorText(error));
        }
      }, event);
    };

  const field: ZodForm<TInput, TOutput>['field'] = (name, options = {}) => {
    const error = state.errors[name];
    if (options.disabled) state.disabled.add(name);
    else state.disabled.delete(name);
    const check = () => {
      state.validateField(name);
      state.render();
    };
    return {
      name,
      ref: state.refOf(name),
      onChange: (event) => {
        state.values[name] = event.target.value;
        check();
        options.onChange?.(event);
      },
      onBlur: (event) => {
        state.touched.add(name);
        check();
        options.onBlur?.(event);
      },
      ...(options.disabled ? { disabled: true } : {}),
      error: error?.message ? { message: error.message, code: error.type } : undefined,
    };
  };

  return { ...form, submit, field };
}
