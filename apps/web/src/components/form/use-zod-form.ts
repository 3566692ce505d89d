// A form on a contract schema, validating on change and on blur (requirements §4). The rules and
// messages come only from the schema; pages never re-declare them. Every form submits through
// `submit` (one way to report success and failure) and wires its fields with `field`.
//
// This is the part of React Hook Form's `useForm({ resolver: zodResolver(schema), mode: 'all' })`
// that the forms use, with the same behaviour, in a few lines instead of ~14 KB gzipped on every form
// page (issue 12): uncontrolled fields read through their refs; a change or blur validates the whole
// form and updates that field's message; a submit touches every field, shows every message and
// focuses the first field in error, or runs the action on the schema's output. It takes any Standard
// Schema (a contract schema, the one the server validates the same body with), or how to load one:
// a public form passes a loader (lib/form-schemas.ts), so the validation (Zod, schemas, rules,
// messages) is downloaded when the visitor first focuses or changes a field, not with the page.
import type { BaseSyntheticEvent, ChangeEvent, FocusEvent } from 'react';
import { useReducer, useRef } from 'react';
import { CodeUnavailable, download, loadApiClient } from '../../lib/api-later';
import type { ServerText } from '../../lib/i18n';
import { typedValue } from '../../lib/typed-before-start';
import { notify } from '../notification/notification-store';

/** A form's values by field name: every form here is flat, one value per field. */
export type FieldValues = Record<string, unknown>;
/** A field's name. */
export type Path<TValues> = Extract<keyof TValues, string>;
/** A field's value. */
export type PathValue<TValues, TName extends Path<TValues>> = TValues[TName];
/** The values a form starts with: any of its fields. */
export type DefaultValues<TValues> = Partial<TValues>;

/**
 * What the hook needs of a schema: Standard Schema v1's `validate`, which Zod's schemas have. The
 * issue's Zod code, when it has one, becomes the field error's `type`.
 */
export type FormSchemaLike<TInput, TOutput> = {
  readonly '~standard': {
    readonly validate: (value: unknown) => StandardResult<TOutput> | Promise<StandardResult<TOutput>>;
    readonly types?: { readonly input: TInput; readonly output: TOutput } | undefined;
  };
};
/** A schema, or how to load it (on the first focus, change, check or submit). */
export type FormSchemaSource<TInput, TOutput> =
  | FormSchemaLike<TInput, TOutput>
  | (() => Promise<FormSchemaLike<TInput, TOutput>>);
type StandardResult<TOutput> =
  | { readonly value: TOutput; readonly issues?: undefined }
  | {
      readonly issues: ReadonlyArray<{
        readonly message: string;
        readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
      }>;
    };

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
  /** Starts loading a lazy schema, so it is there by the first change. */
  onFocus: () => void;
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
    /** Submit attempts so far, valid or not (requirements §4). */
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
  getFieldState: (name: Path<TInput>, formState?: unknown) => { error?: FieldError; isTouched: boolean };
  /**
   * The submit handler. It first marks every field touched (as a submit attempt does, requirements BEH-20),
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
function validate<TOutput>(schema: FormSchemaLike<unknown, TOutput>, values: unknown): Outcome<TOutput> {
  const result = schema['~standard'].validate(values);
  // Every form schema checks synchronously (no async refinement): a promise here is a programming error.
  if (result instanceof Promise) throw new Error('A form schema must validate synchronously');
  if (result.issues === undefined) return { values: result.value, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.issues) {
    const first = issue.path?.[0];
    const name = String((typeof first === 'object' ? first.key : first) ?? 'root');
    errors[name] ??= { type: (issue as { code?: string }).code ?? 'invalid', message: issue.message };
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
  submitCount = 0;

  schema?: FormSchemaLike<TInput, TOutput>;
  loading?: Promise<FormSchemaLike<TInput, TOutput>>;

  constructor(
    readonly source: FormSchemaSource<TInput, TOutput>,
    defaults: DefaultValues<TInput>,
    readonly render: () => void,
  ) {
    this.values = { ...defaults };
    if (typeof source !== 'function') this.schema = source;
  }

  /** The schema, loading it the first time; a failed download is tried again on the next call. */
  load(): Promise<FormSchemaLike<TInput, TOutput>> {
    if (this.schema) return Promise.resolve(this.schema);
    this.loading ??= download(this.source as () => Promise<FormSchemaLike<TInput, TOutput>>).then(
      (schema) => {
        this.schema = schema;
        return schema;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  /** Validates the current values: at once when the schema is there, else once it is loaded. */
  async validateNow(): Promise<Outcome<TOutput>> {
    return validate(this.schema ?? (await this.load()), this.current());
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
        // What was typed before the page's script ran wins over the form's default (issue 33).
        const typed = typedValue(element);
        if (typed === undefined) writeValue(element, this.values[name]);
        else if (this.values[name] !== typed) {
          this.values[name] = typed;
          this.render();
        }
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

  /**
   * Validates the whole form and updates only the named field's message, as on a change or blur,
   * then renders. Synchronous once the schema is loaded; before, it runs when the download ends (a
   * failed download shows nothing: the submit reports it).
   */
  validateField(name: string): boolean {
    if (!this.schema) {
      this.load().then(
        () => this.validateField(name),
        () => undefined,
      );
      return true;
    }
    const { errors } = validate(this.schema, this.current());
    this.setFieldError(name, errors[name]);
    this.render();
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
    try {
      const outcome = await this.validateNow();
      this.errors = outcome.errors;
      if (outcome.values !== undefined && Object.keys(outcome.errors).length === 0) {
        await onValid(outcome.values);
      } else {
        this.focusFirstError();
      }
    } finally {
      this.isSubmitting = false;
      this.submitCount++;
      this.render();
    }
  }
}

export function useZodForm<TInput extends FieldValues, TOutput>(
  schema: FormSchemaSource<TInput, TOutput>,
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
      submitCount: state.submitCount,
      errors: { ...state.errors },
    },
    getValues,
    watch: (name) => getValues(name),
    setValue: (name, value, options = {}) => {
      state.setValue(name, value);
      if (options.shouldTouch) state.touched.add(name);
      state.render();
      if (options.shouldValidate) state.validateField(name);
    },
    trigger: async (name) => {
      const { errors } = await state.validateNow();
      if (name === undefined) state.errors = errors;
      else state.setFieldError(name, errors[name]);
      state.render();
      return name === undefined ? Object.keys(errors).length === 0 : !errors[name];
    },
    reset: (values = defaultValues) => state.reset(values as Record<string, unknown>),
    getFieldState: (name) => ({ error: state.errors[name], isTouched: state.touched.has(name) }),
  };

  /**
   * The failure's message, after putting the server's per-field messages (400 `errors`) under their
   * fields. The HTTP client is loaded by then (the action called it), unless it could not be
   * downloaded: then, as when the validation could not be, the connection is lost.
   */
  const failureText = async (error: unknown): Promise<ServerText> => {
    try {
      if (error instanceof CodeUnavailable) throw error;
      const { ApiError, errorText } = await loadApiClient();
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          // The error's type keeps the message's code (translated by code in Nepali mode).
          const type = error.fieldCodes[field] ?? 'server';
          if (field in state.values) state.setFieldError(field, { type, message });
        }
      }
      return errorText(error);
    } catch (unavailable) {
      if (!(unavailable instanceof CodeUnavailable)) throw unavailable;
      return { message: unavailable.message, code: unavailable.code };
    }
  };

  const submit: ZodForm<TInput, TOutput>['submit'] =
    (action, { onSuccess, onFailure, report = notify.error } = {}) =>
    (event) => {
      for (const name of Object.keys(state.values)) state.touched.add(name);
      return state
        .handleSubmit(async (valid) => {
          try {
            const outcome = await action(valid);
            if (outcome) notify.success(outcome);
            await onSuccess?.();
          } catch (error) {
            onFailure?.(valid);
            report(await failureText(error));
          }
        }, event)
        .catch(async (error: unknown) => report(await failureText(error)));
    };

  const field: ZodForm<TInput, TOutput>['field'] = (name, options = {}) => {
    const error = state.errors[name];
    if (options.disabled) state.disabled.add(name);
    else state.disabled.delete(name);
    const check = () => {
      state.render();
      state.validateField(name);
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
      onFocus: () => {
        state.load().catch(() => undefined);
      },
      ...(options.disabled ? { disabled: true } : {}),
      error: error?.message ? { message: error.message, code: error.type } : undefined,
    };
  };

  return { ...form, submit, field };
}
