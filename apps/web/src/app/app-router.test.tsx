// The browser router (declarative React Router plus lazy modules): a page whose code is still loading
// leaves the current page and URL in place with the loading bar; a page that cannot be downloaded keeps the current one
// with the connection notice (the first page shows the error page); back and forward work; the newest of two overlapping navigations wins.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Link, Navigate, Outlet, type RouteObject, useLocation } from '../lib/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { translateMessage } from '../lib/i18n';
import { SOMETHING_WENT_WRONG } from '@gharguru/contract';
import { AppRouter } from './app-router';
import { useNavigationPending } from './navigation-pending';

type Lazy = { Component: ComponentType };

function deferred() {
  let resolve!: (value: Lazy) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Lazy>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function Layout() {
  const pending = useNavigationPending();
  return (
    <div>
      {pending && <p>loading bar</p>}
      <nav>
        <Link to="/a">to a</Link>
        <Link to="/b">to b</Link>
        <Link to="/c">to c</Link>
      </nav>
      <Outlet />
    </div>
  );
}

/** A guard that sends every page but /c to /c, and stays shown while the location changes. */
function Guarded() {
  const { pathname } = useLocation();
  return (
    <>
      {pathname !== '/c' && <Navigate to="/c" />}
      <Layout />
    </>
  );
}

const page = (name: string) => () => <h1>{`page ${name}`}</h1>;

function tree(lazyB: () => Promise<Lazy>, lazyC: () => Promise<Lazy> = async () => ({ Component: page('c') })) {
  const routes: RouteObject[] = [
    {
      Component: Layout,
      children: [
        { path: '/a', Component: page('a') },
        { path: '/b', lazy: lazyB },
        { path: '/c', lazy: lazyC },
      ],
    },
  ];
  return routes;
}

describe('AppRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/a'));

  it('keeps the current page and URL while the next page loads, then shows it', async () => {
    const b = deferred();
    render(<AppRouter routes={tree(() => b.promise)} />);
    expect(screen.getByRole('heading', { name: 'page a' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'to b' }));
    expect(screen.getByText('loading bar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'page a' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/a');

    await act(async () => b.resolve({ Component: page('b') }));
    expect(await screen.findByRole('heading', { name: 'page b' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/b');
    expect(screen.queryByText('loading bar')).not.toBeInTheDocument();

    // Back: the URL changes first, the page follows (its code is there now).
    await act(async () => window.history.back());
    expect(await screen.findByRole('heading', { name: 'page a' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/a');
  });

  it('[FIX-34] keeps the page, its layout and URL when the next page cannot be downloaded, says the connection is lost, and opens it once online', async () => {
    let attempts = 0;
    const lazyB = async () => {
      attempts++;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { Component: page('b') };
    };
    render(<AppRouter routes={tree(lazyB)} />);
    await userEvent.click(screen.getByRole('link', { name: 'to b' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The page could not be opened: the internet connection is lost.');
    expect(screen.getByRole('heading', { name: 'page a' })).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/a');
    expect(screen.queryByText('loading bar')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: translateMessage(SOMETHING_WENT_WRONG, 'en') })).toBeNull();

    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'page b' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/b');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error page when the first page cannot be downloaded', async () => {
    window.history.replaceState(null, '', '/b');
    render(<AppRouter routes={tree(() => Promise.reject(new Error('offline')))} />);
    expect(
      await screen.findByRole('heading', { name: translateMessage(SOMETHING_WENT_WRONG, 'en') }),
    ).toBeInTheDocument();
  });

  it('shows the newest of two overlapping navigations', async () => {
    const b = deferred();
    const c = deferred();
    render(
      <AppRouter
        routes={tree(
          () => b.promise,
          () => c.promise,
        )}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'to b' }));
    await userEvent.click(screen.getByRole('link', { name: 'to c' }));
    await act(async () => c.resolve({ Component: page('c') }));
    expect(await screen.findByRole('heading', { name: 'page c' })).toBeInTheDocument();
    await act(async () => b.resolve({ Component: page('b') }));
    expect(screen.getByRole('heading', { name: 'page c' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/c');
  });

  it('redirects again when a newer navigation dropped the redirect whose page was loading', async () => {
    const c = deferred();
    const routes: RouteObject[] = [
      {
        Component: Guarded,
        children: [
          { path: '/a', Component: page('a') },
          { path: '/b', Component: page('b') },
          { path: '/c', lazy: () => c.promise },
        ],
      },
    ];
    render(<AppRouter routes={routes} />);
    expect(await screen.findByText('loading bar')).toBeInTheDocument();
    // /b is shown while /c loads: that navigation is newer, so the redirect from /a is dropped.
    await userEvent.click(screen.getByRole('link', { name: 'to b' }));
    expect(await screen.findByRole('heading', { name: 'page b' })).toBeInTheDocument();
    await act(async () => c.resolve({ Component: page('c') }));
    expect(await screen.findByRole('heading', { name: 'page c' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/c');
  });
});
