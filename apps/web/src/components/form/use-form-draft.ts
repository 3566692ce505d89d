// A draft of a form's typed texts in the tab's sessionStorage (issue 14): a reload, or a lost
// connection and then a reload, keeps what was typed; another tab and a closed tab do not. It is
// written after every change, taken back when the form mounts again, and dropped once the form is
// saved or left with Cancel. Signing out clears the session storage, drafts included. Never for
// passwords.
import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, ZodForm } from './use-zod-form';

const PREFIX = 'gg-draft:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readDraft(key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(PREFIX + key) ?? 'null');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** `key` names the draft (one per form and record); `names` are the text fields it keeps. */
export function useFormDraft<TInput extends FieldValues, TOutput>(
  form: ZodForm<TInput, TOutput>,
  key: string,
  names: readonly Path<TInput>[],
) {
  // What the form started with: a draft equal to it is no draft.
  const initial = useRef<Record<string, unknown> | null>(null);
  const done = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: taken back once, when the form mounts
  useEffect(() => {
    initial.current = Object.fromEntries(names.map((name) => [name, form.getValues(name)]));
    const draft = readDraft(key);
    for (const name of names) {
      const value = draft[name];
      if (typeof value === 'string' && value !== initial.current[name]) {
        form.setValue(name, value as PathValue<TInput, Path<TInput>>, { shouldTouch: true, shouldValidate: true });
      }
    }
  }, []);

  // Every change re-renders the form: keep what it holds now.
  useEffect(() => {
    if (done.current || !initial.current) return;
    const start = initial.current;
    const values = Object.fromEntries(names.map((name) => [name, form.getValues(name)]));
    const changed = names.some((name) => values[name] !== start[name]);
    try {
      if (changed) storage()?.setItem(PREFIX + key, JSON.stringify(values));
      else storage()?.removeItem(PREFIX + key);
    } catch {
      // A full or refused storage keeps no draft; the form itself is unaffected.
    }
  });

  /** Drops the draft for good (saved, or left with Cancel). */
  const clear = useCallback(() => {
    done.current = true;
    storage()?.removeItem(PREFIX + key);
  }, [key]);

  return { clear };
}
