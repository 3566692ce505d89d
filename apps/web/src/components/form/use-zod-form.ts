// React Hook Form on a contract schema, validating on change and on blur (spec section 4). The
// rules and messages come only from the schema; pages never re-declare them. Every form submits
// through `submit` (one way to report success and failure) and wires its fields with `field`.
import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { z } from 'zod';
import { ApiError, errorText } from '../../lib/api-client';
import type { ServerText } from '../../lib/i18n';
import { notify } from '../notification/notification-store';

// Zod probes `new Function('')` to decide whether to compile its parsers; our Content Security
// Policy (script-src 'self') blocks that and Chrome reports the violation. Forms are the first
// place schemas run in the browser, so the interpreter is chosen here.
z.config({ jitless: true });

/** What a form does around its action: after success, and when the action throws. */
export type SubmitOptions<TOutput> = {
  /** Runs after the action succeeded (and its message was shown): navigate, reset the form. */
  onSuccess?: () => unknown;
  /** Runs first when the action throws, with the values it was given. */
  onFailure?: (values: TOutput) => void;
  /** Shows the failure's message (with its code); an error notification unless the form says otherwise. */
  report?: (message: ServerText) => void;
};

/**
 * A field's registration with its current error message, to spread on a field component. The error
 * carries the server's code for a server error; a schema's message is found by its English text.
 */
export type FieldBinding<TName extends string> = UseFormRegisterReturn<TName> & { error?: ServerText };

export type ZodForm<TInput extends FieldValues, TOutput> = UseFormReturn<TInput, unknown, TOutput> & {
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
  field: <TName extends Path<TInput>>(name: TName, options?: RegisterOptions<TInput, TName>) => FieldBinding<TName>;
};

export function useZodForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
): ZodForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues,
  });

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      // The error's type keeps the message's code (translated by code in Nepali mode).
      const type = error.fieldCodes[field] ?? 'server';
      if (field in form.getValues()) form.setError(field as Path<TInput>, { type, message });
    }
  };

  const submit: ZodForm<TInput, TOutput>['submit'] =
    (action, { onSuccess, onFailure, report = notify.error } = {}) =>
    (event) => {
      const values = form.getValues();
      for (const name of Object.keys(values) as Path<TInput>[]) {
        form.setValue(name, form.getValues(name), { shouldTouch: true });
      }
      return form.handleSubmit(async (valid) => {
        try {
          const outcome = await action(valid);
          if (outcome) notify.success(outcome);
          await onSuccess?.();
        } catch (error) {
          onFailure?.(valid);
          showServerErrors(error);
          report(errorText(error));
        }
      })(event);
    };

  const field: ZodForm<TInput, TOutput>['field'] = (name, options) => {
    // Passing formState subscribes the form to errors, so a new message re-renders it.
    const error = form.getFieldState(name, form.formState).error;
    return {
      ...form.register(name, options),
      error: error?.message ? { message: error.message, code: error.type } : undefined,
    };
  };

  return Object.assign(form, { submit, field });
}
