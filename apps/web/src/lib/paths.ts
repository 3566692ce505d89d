// Every screen's address as a typed object, derived from the route manifest: a plain path is a
// string ('/home'), a path with parameters a function that fills them (paths.tuitionEdit(id)).
// It lives in lib/ (not app/) because feature pages navigate with it and features must not import app/.
import { SCREENS, type ScreenId, fillPattern } from './route-manifest';

/** One `string` per `:parameter` of a pattern, in order. */
type Params<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...Params<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

type PathOf<P extends string> = Params<P> extends [] ? P : (...values: Params<P>) => string;

export type Paths = { readonly [Id in ScreenId]: PathOf<(typeof SCREENS)[Id]['path']> };

export const paths = Object.fromEntries(
  Object.entries(SCREENS).map(([id, { path }]) => [
    id,
    path.includes(':') ? (...values: string[]) => fillPattern(path, values) : path,
  ]),
) as Paths;
