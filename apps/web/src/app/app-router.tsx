// The router of the browser and the prerenderer: React Router's declarative mode (<Router> with
// useRoutes) over the route tree of routes.tsx. Its data router (createBrowserRouter) did two things
// this app needs, loading lazy route modules before a page changes and an error page when one
// fails, at twice the size (~33 KB against ~16 KB gzipped, on every page); the few lines below do those two.
import { Component, type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  type Location,
  type NavigationType,
  type Navigator,
  type RouteObject,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useRoutes,
} from 'react-router';
import { NavigationPendingContext } from './navigation-pending';
import { resolveRoutes, unresolvedRoutes } from './resolve-routes';
import { RouteErrorPage } from './route-error-page';

/** The matched routes of the current location, rendered; their lazy modules must be resolved already. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

type Shown = { location: Location; action: NavigationType; error?: unknown };

/**
 * A page's code that failed to download, or a page that throws while rendering, shows the error page
 * in place of the whole layout (the layout itself may be what failed); another location clears it.
 */
class RouteErrorBoundary extends Component<
  { location: Location; error?: unknown; children: ReactNode },
  { location: Location; error?: unknown }
> {
  constructor(props: { location: Location; error?: unknown; children: ReactNode }) {
    super(props);
    this.state = { location: props.location, error: props.error };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { location: Location; error?: unknown },
    state: { location: Location; error?: unknown },
  ) {
    if (props.location !== state.location) return { location: props.location, error: props.error };
    return { location: state.location, error: state.error ?? props.error };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage />;
  }
}

/**
 * The browser's router. A link or `navigate()` to a page whose code has not loaded keeps the current
 * page (and URL) while it loads, with the loading bar, then changes both at once, as the data router
 * did; back and forward change the URL first and the page once its code is there. The newest
 * navigation wins when several overlap.
 */
export function BrowserAppRouter({ routes }: { routes: RouteObject[] }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState<Shown>(() => ({ location: history.location, action: history.action }));
  const [pending, setPending] = useState(false);
  const latest = useRef(0);

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const ticket = ++latest.current;
        const show = (error?: unknown) => {
          if (ticket !== latest.current) return;
          setPending(false);
          setShown({ action, location, error });
        };
        if (unresolvedRoutes(routes, location).length === 0) return show();
        setPending(true);
        resolveRoutes(routes, location).then(() => show(), show);
      }),
    [history, routes],
  );

  const navigator = useMemo<Navigator>(() => {
    const after =
      (change: (to: Parameters<Navigator['push']>[0], state?: unknown) => void) =>
      (to: Parameters<Navigator['push']>[0], state?: unknown) => {
        if (unresolvedRoutes(routes, to).length === 0) return change(to, state);
        const ticket = ++latest.current;
        setPending(true);
        // On a failed download the URL changes all the same, and the listener shows the error page.
        const go = () => {
          if (ticket === latest.current) change(to, state);
        };
        resolveRoutes(routes, to).then(go, go);
      };
    return {
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: after((to, state) => history.push(to, state)),
      replace: after((to, state) => history.replace(to, state)),
    };
  }, [history, routes]);

  return (
    <Router location={shown.location} navigationType={shown.action} navigator={navigator}>
      <NavigationPendingContext.Provider value={pending}>
        <RouteErrorBoundary location={shown.location} error={shown.error}>
          <AppRoutes routes={routes} />
        </RouteErrorBoundary>
      </NavigationPendingContext.Provider>
    </Router>
  );
}
