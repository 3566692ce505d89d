// The router's React side (docs/decisions/024): a location in context, the hooks pages use, and the
// rendering of a route tree's matched branch, each route's element around its child's (<Outlet />).
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { type Location, type NavigationType, parsePath, type To } from './history';
import { matchRoutes, type Params, type RouteMatch, type RouteObject } from './match';

export interface Navigator {
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
}

interface RouterValue {
  location: Location;
  navigationType: NavigationType;
  navigator: Navigator;
}

const RouterContext = createContext<RouterValue | null>(null);

/** Provides a location and the way to change it; the app's own router decides when the location changes. */
export function Router({
  location,
  navigationType = 'POP',
  navigator,
  children,
}: Omit<RouterValue, 'navigationType'> & { navigationType?: NavigationType; children?: ReactNode }) {
  const value = useMemo(() => ({ location, navigationType, navigator }), [location, navigationType, navigator]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

const staticNavigator: Navigator = {
  push() {
    throw new Error('A page rendered on the server cannot navigate');
  },
  replace() {
    throw new Error('A page rendered on the server cannot navigate');
  },
  go() {
    throw new Error('A page rendered on the server cannot navigate');
  },
};

/** A router fixed at one location: the server's and the prerenderer's. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const value = useMemo<Location>(() => ({ ...parsePath(location), state: null, key: 'default' }), [location]);
  return (
    <Router location={value} navigator={staticNavigator}>
      {children}
    </Router>
  );
}

export function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A page hook was used outside the <Router>');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().navigationType;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** Changes page from code: a path (pushed, or replacing with `replace`), or a step back or forward. */
export function useNavigate(): NavigateFunction {
  const { navigator } = useRouter();
  return useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') navigator.go(to);
      else if (options.replace) navigator.replace(to, options.state);
      else navigator.push(to, options.state);
    },
    [navigator],
  );
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The query of the current address, and a setter that moves to the same page with another query. */
export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { location } = useRouter();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: SearchInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }, options);
    },
    [navigate, location.pathname],
  );
  return [params, set];
}

interface RouteValue {
  outlet: ReactNode;
  match: RouteMatch | null;
}

const RouteContext = createContext<RouteValue>({ outlet: null, match: null });

/** Where a layout shows the page inside it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** The path parameters of the page shown (`:id` of /tutors/:id). */
export function useParams(): Params {
  return useContext(RouteContext).match?.params ?? {};
}

/**
 * A route's element: its element or Component, an <Outlet /> for a layout without one, and nothing for
 * a route whose code has not loaded (never the children without their guard).
 */
function elementOf(route: RouteObject): ReactNode {
  if (route.lazy) return null;
  if (route.element !== undefined) return route.element;
  if (route.Component) return <route.Component />;
  return <Outlet />;
}

/** One matched route's element, with what it shows in its <Outlet /> (a branch is a chain: no keys). */
function nest(outlet: ReactNode, match: RouteMatch): ReactNode {
  return <RouteContext.Provider value={{ outlet, match }}>{elementOf(match.route)}</RouteContext.Provider>;
}

/** The element of the branch of `routes` that shows the current location; null when none does. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { location } = useRouter();
  const matches = matchRoutes(routes, location);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(nest, null);
}
