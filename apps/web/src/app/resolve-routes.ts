// Lazy route modules, resolved before a location is shown: the browser router waits for them before it
// changes page (the old page stays, with the loading bar), the first page before hydration and the
// prerenderer before rendering, so every render of a page finds its code already there.
import { matchRoutes, type Path, type RouteObject } from '../lib/router';

type Location = string | Partial<Path>;

/** The matched routes of `location` whose module has not loaded yet. */
export function unresolvedRoutes(routes: RouteObject[], location: Location): RouteObject[] {
  return (matchRoutes(routes, location) ?? [])
    .map(({ route }) => route)
    .filter((route) => typeof route.lazy === 'function');
}

const loading = new WeakMap<RouteObject, Promise<void>>();

/** Loads one lazy route once and puts what it gives (its Component or element) on the route itself. */
function resolveRoute(route: RouteObject): Promise<void> {
  let promise = loading.get(route);
  if (!promise) {
    const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
    promise = lazy().then(
      (resolved) => {
        Object.assign(route, resolved, { lazy: undefined });
      },
      (error: unknown) => {
        // A failed download may succeed on the next visit of the path.
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, promise);
  }
  return promise;
}

/** Loads every lazy module `location` shows. */
export async function resolveRoutes(routes: RouteObject[], location: Location): Promise<void> {
  await Promise.all(unresolvedRoutes(routes, location).map(resolveRoute));
}
