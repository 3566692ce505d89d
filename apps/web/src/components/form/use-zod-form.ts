// React Hook Form on a contract schema, validating on change and on blur (spec section 4). The
// rules and messages come only from the schema; pages never re-declare them.
import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';

// Zod probes `new Function('')` to decide whether to compile its parsers; our Content Security
// Policy (script-src 'self') blocks that and Chrome reports the violation. Forms are the first
// place schemas run in the browser, so the interpreter is chosen here.
z.config({ jitless: true });

export type ZodForm<TInput extends FieldValues, TOutput> = UseFormReturn<TInput, unknown, TOutput> & {
  /** handleSubmit that first marks every field touched, as a submit attempt does in the spec. */
  submit: (onValid: (values: TOutput) => Promise<void> | void) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** Puts the server's per-field messages (400 `errors`) under their fields. */
  showServerErrors: (error: unknown) => void;
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

  const submit: ZodForm<TInput, TOutput>['submit'] = (onValid) => (event) => {
    const values = form.getValues();
    for (const name of Object.keys(values) as Path<TInput>[]) {
      form.setValue(name, form.getValues(name), { shouldTouch: true });
    }
    return form.handleSubmit(onValid)(event);
  };

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      if (field in form.getValues()) form.setError(field as Path<TInput>, { type: 'server', message });
    }
  };

  return Object.assign(form, { submit, showServerErrors });
}
