// The compiler's check of a translation against its English texts: the same keys, and each text
// with exactly the English text's {{variables}} (none missing, none added, none misspelt).

/** `'Page {{page}} of {{pages}}'` -> `'page' | 'pages'`. */
export type TemplateVars<S> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | TemplateVars<Rest> : never;

type SameVars<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type VarsError<E> = [TemplateVars<E>] extends [never]
  ? 'this text must have no {{variables}}'
  : `this text must use exactly the variables: ${TemplateVars<E> & string}`;

/** T (the translation) checked against E (the English texts), leaf by leaf. */
export type Checked<T, E> = {
  readonly [K in keyof E]: E[K] extends string
    ? K extends keyof T
      ? T[K] extends string
        ? SameVars<TemplateVars<T[K]>, TemplateVars<E[K]>> extends true
          ? T[K]
          : VarsError<E[K]>
        : string
      : string
    : Checked<K extends keyof T ? T[K] : unknown, E[K]>;
};

/**
 * `translationOf<typeof en>()({ ... })`: returns the texts unchanged, after tsc has checked them
 * against the English ones (a missing key or a wrong variable is a compile error at that text).
 */
export function translationOf<E>() {
  return <const T extends Checked<T, E>>(texts: T): T => texts;
}
