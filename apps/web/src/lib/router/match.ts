// Route matching (docs/decisions/024): which branch of a route tree a location shows, with the same
// patterns and ranking as React Router's, so the route manifest's paths mean what they meant:
// `/tutors/:id`, optional `:param?` and segments, a trailing `*`, case-insensitive, trailing slashes
// forgiven; the most specific path wins (static segment 10, `:param` 3, empty 1, index +2, splat −2),
// and among equal scores the sibling declared first.
import type { ComponentType, ReactNode } from 'react';
import type { Path } from './history';

export type Params = Record<string, string | undefined>;

export interface RouteObject {
  path?: string;
  index?: boolean;
  children?: RouteObject[];
  Component?: ComponentType | null;
  element?: ReactNode;
  /** Loads the route's Component or element on first use (app/resolve-routes.ts). */
  lazy?: () => Promise<Partial<RouteObject>>;
}

export interface PathMatch {
  params: Params;
  pathname: string;
  pattern: string;
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  pathname: string;
}

type Compiled = { regexp: RegExp; names: string[] };
const compiledPatterns = new Map<string, Compiled>();

function compile(pattern: string): Compiled {
  const cached = compiledPatterns.get(pattern);
  if (cached) return cached;
  const names: string[] = [];
  let source = `^${pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
      names.push(name);
      return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
    })
    .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2')}`;
  if (pattern.endsWith('*')) {
    names.push('*');
    source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else source += '\\/*$';
  const compiled = { regexp: new RegExp(source, 'i'), names };
  compiledPatterns.set(pattern, compiled);
  return compiled;
}

/** Whether `pathname` is a path of `pattern` (the whole path), with its parameters. */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const { regexp, names } = compile(pattern);
  const found = pathname.match(regexp);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, i) => {
    const value = found[i + 1];
    params[name] = value === undefined ? undefined : value.replace(/%2F/g, '/');
  });
  return { params, pathname: found[0] ?? pathname, pattern };
}

type Branch = { path: string; score: number; routes: RouteObject[]; indexes: number[] };

const joinPaths = (parts: string[]) => parts.join('/').replace(/\/\/+/g, '/');

function score(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function flatten(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: RouteObject[] = [],
  parentPath = '',
  parentIndexes: number[] = [],
) {
  routes.forEach((route, i) => {
    const relative = route.path ?? '';
    const path = relative.startsWith('/') ? relative : joinPaths([parentPath, relative]);
    const chain = [...parents, route];
    const indexes = [...parentIndexes, i];
    if (route.children?.length) flatten(route.children, branches, chain, path, indexes);
    // A layout without a path is only a branch through its children.
    if (route.path == null && !route.index) return;
    branches.push({ path, score: score(path, route.index), routes: chain, indexes });
  });
  return branches;
}

/** Siblings' order breaks a tie; branches that are not siblings stay as they are. */
function compareIndexes(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a[a.length - 1] ?? 0) - (b[b.length - 1] ?? 0) : 0;
}

const rankedBranches = new WeakMap<RouteObject[], Branch[]>();

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = rankedBranches.get(routes);
  if (!branches) {
    branches = flatten(routes).sort((a, b) => b.score - a.score || compareIndexes(a.indexes, b.indexes));
    rankedBranches.set(routes, branches);
  }
  return branches;
}

/** Percent-decodes each segment of a path (an encoded "/" stays encoded), as the browser shows it. */
function decodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** The routes, outermost first, of the branch that shows `location`; null when none does. */
export function matchRoutes(routes: RouteObject[], location: string | Partial<Path>): RouteMatch[] | null {
  const rawPathname = typeof location === 'string' ? (location.split(/[?#]/)[0] ?? '/') : (location.pathname ?? '/');
  const pathname = decodePath(rawPathname || '/');
  for (const branch of branchesOf(routes)) {
    const found = matchPath(branch.path, pathname);
    if (found) return branch.routes.map((route) => ({ route, params: found.params, pathname: found.pathname }));
  }
  return null;
}
