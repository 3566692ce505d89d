// The router of the browser and the prerenderer: the app's own router (lib/router, decision 024) over
// the route tree of routes.tsx. It loads lazy route modules before a page changes and shows an error
// page when one fails, the two things React Router's data router did at twice its size.
import { Component, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  createBrowserHistory,
  createPath,
  type History,
  type Location,
  type NavigationType,
  type Navigator,
  type RouteObject,
  Router,
  resolveTo,
  useRoutes,
} from '../lib/router';
import { ConnectionNotice } from '../components/connection-notice';
import { NavigationPendingContext } from './navigation-pending';
import { resolveRoutes, unresolvedRoutes } from './resolve-routes';
import { RouteErrorPage } from './route-error-page';

/** The matched routes of the current location, rendered; their lazy modules must be resolved already. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

type Shown = { location: Location; action: NavigationType; error?: unknown; ready: boolean };

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
 * The browser's router (or, in tests, one over a memory history). A link or `navigate()` to a page whose
 * code has not loaded keeps the current page (and URL) while it loads, with the loading bar, then
 * changes both at once; back and forward change the URL first and the page once its code is there.
 * The newest navigation wins when several overlap. A first location whose code has not loaded
 * (app/start.tsx loads it before rendering; tests may not) shows nothing until it has.
 */
export function AppRouter({ routes, history: given }: { routes: RouteObject[]; history?: History }) {
  const [history] = useState(() => given ?? createBrowserHistory());
  const [shown, setShown] = useState<Shown>(() => ({
    location: history.location,
    action: history.action,
    ready: unresolvedRoutes(routes, history.location).length === 0,
  }));
  const [pending, setPending] = useState(false);
  /** A page whose code could not be downloaded: how to try again (issue 33). */
  const [unreachable, setUnreachable] = useState<(() => void) | null>(null);
  const latest = useRef(0);
  const first = useRef(shown);

  useLayoutEffect(() => {
    const showWhenLoaded = (action: NavigationType, location: Location) => {
      const ticket = ++latest.current;
      const show = (error?: unknown) => {
        if (ticket !== latest.current) return;
        setPending(false);
        setUnreachable(null);
        setShown({ action, location, error, ready: true });
      };
      if (unresolvedRoutes(routes, location).length === 0) return show();
      setPending(true);
      // Back or forward to a page whose code cannot be downloaded: the page shown stays, with the
      // connection notice, and the move is made again when asked or when the connection is back.
      resolveRoutes(routes, location).then(
        () => show(),
        (error: unknown) => {
          if (ticket !== latest.current) return;
          if (!first.current.ready) return show(error);
          setPending(false);
          setUnreachable(() => () => showWhenLoaded(action, location));
        },
      );
    };
    // A change between the first render and this effect is shown too.
    if (!first.current.ready || history.location !== first.current.location) {
      showWhenLoaded(history.action, history.location);
    }
    return history.listen(({ action, location }) => showWhenLoaded(action, location));
  }, [history, routes]);

  const navigator = useMemo<Navigator>(() => {
    const after =
      (change: (to: string, state?: unknown) => void) => (to: Parameters<Navigator['push']>[0], state?: unknown) => {
        const target = resolveTo(to, history.location.pathname);
        const path = createPath(target);
        if (unresolvedRoutes(routes, target).length === 0) return change(path, state);
        const ticket = ++latest.current;
        setPending(true);
        const go = () => {
          if (ticket !== latest.current) return;
          setUnreachable(null);
          change(path, state);
        };
        // A page whose code cannot be downloaded (a lost connection): the current page, its layout and
        // what was typed in it stay, with the connection notice in the page's language; the link is
        // followed again when asked or when the connection is back (issue 33).
        const tryAgain = () => {
          setPending(true);
          resolveRoutes(routes, target).then(go, () => {
            if (ticket !== latest.current) return;
            setPending(false);
            setUnreachable(() => tryAgain);
          });
        };
        tryAgain();
      };
    return {
      go: (delta) => history.go(delta),
      push: after((to, state) => history.push(to, state)),
      replace: after((to, state) => history.replace(to, state)),
    };
  }, [history, routes]);

  return (
    <Router location={shown.location} navigationType={shown.action} navigator={navigator}>
      <NavigationPendingContext.Provider value={pending}>
        <RouteErrorBoundary location={shown.location} error={shown.error}>
          {shown.ready && <AppRoutes routes={routes} />}
        </RouteErrorBoundary>
        {unreachable && <UnreachablePage retry={unreachable} />}
      </NavigationPendingContext.Provider>
    </Router>
  );
}

/** The notice of a page that could not be opened, over the page still shown; tried again on `online`. */
function UnreachablePage({ retry }: { retry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return (
    <div className="fixed inset-x-0 top-20 z-40 mx-auto max-w-xl px-4">
      <ConnectionNotice kind="page" onRetry={retry} className="shadow-lg" />
    </div>
  );
}
