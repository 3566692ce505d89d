// The app's router on its own (decision 024): patterns and ranking as the route manifest relies on,
// both histories, and links that leave modified clicks to the browser.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../test/memory-router';
import {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  Link,
  matchPath,
  matchRoutes,
  NavLink,
  parsePath,
  type RouteObject,
  resolveTo,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from '.';

describe('matchPath', () => {
  it.each([
    ['/tutors', '/tutors', {}],
    ['/tutors', '/Tutors/', {}],
    ['/tutors/:id', '/tutors/abc', { id: 'abc' }],
    ['/tution/edit/:id', '/tution/edit/42', { id: '42' }],
    ['/files/*', '/files/a/b', { '*': 'a/b' }],
    ['*', '/anything/at/all', { '*': 'anything/at/all' }],
    ['/lang/:code?', '/lang', { code: undefined }],
  ])('%s matches %s', (pattern, pathname, params) => {
    expect(matchPath(pattern, pathname)?.params).toEqual(params);
  });

  it.each([
    ['/tutors', '/tutors/abc'],
    ['/tutors/:id', '/tutors'],
    ['/tutors/:id', '/tutors/a/b'],
    ['/home', '/homeX'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchPath(pattern, pathname)).toBeNull();
  });
});

function Layout() {
  return null;
}

describe('matchRoutes', () => {
  const routes: RouteObject[] = [
    {
      Component: Layout,
      children: [
        { index: true, element: 'entry' },
        { path: '*', element: 'not found' },
        { path: '/tutors/:id', element: 'one tutor' },
        { path: '/tutors/new', element: 'static wins' },
        { path: '/tutors', element: 'directory' },
      ],
    },
  ];
  const shown = (path: string) => matchRoutes(routes, path)?.map((match) => match.route.element ?? 'layout');

  it('picks the most specific path, whatever the order', () => {
    expect(shown('/')).toEqual(['layout', 'entry']);
    expect(shown('/tutors')).toEqual(['layout', 'directory']);
    expect(shown('/tutors/new')).toEqual(['layout', 'static wins']);
    expect(shown('/tutors/7')).toEqual(['layout', 'one tutor']);
    expect(shown('/nowhere?x=1')).toEqual(['layout', 'not found']);
  });

  it('decodes the path before matching, so a parameter is the text the person typed', () => {
    expect(matchRoutes(routes, '/tutors/%E0%A4%97')?.[1]?.params).toEqual({ id: 'ग' });
  });

  it('finds nothing outside the tree', () => {
    expect(matchRoutes([{ path: '/a', element: 'a' }], '/b')).toBeNull();
  });
});

describe('paths', () => {
  it('splits and joins a path', () => {
    expect(parsePath('/a/b?c=1#d')).toEqual({ pathname: '/a/b', search: '?c=1', hash: '#d' });
    expect(createPath({ pathname: '/a', search: '?', hash: '#' })).toBe('/a');
    expect(createPath({ pathname: '/a', search: 'x=1' })).toBe('/a?x=1');
  });

  it('resolves a query-only or relative target against the current page', () => {
    expect(resolveTo('?page=2', '/tutors')).toEqual({ pathname: '/tutors', search: '?page=2', hash: '' });
    expect(resolveTo('edit', '/tutors/7')).toEqual({ pathname: '/tutors/7/edit', search: '', hash: '' });
    expect(resolveTo('../8', '/tutors/7')).toEqual({ pathname: '/tutors/8', search: '', hash: '' });
  });
});

describe('createMemoryHistory', () => {
  it('pushes, replaces and goes back and forward, telling its listeners each time', () => {
    const history = createMemoryHistory(['/a']);
    const seen: string[] = [];
    history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
    history.push('/b', { from: 'a' });
    expect(history.location.state).toEqual({ from: 'a' });
    history.replace('/c');
    history.go(-1);
    history.go(-1);
    history.go(1);
    expect(seen).toEqual(['PUSH /b', 'REPLACE /c', 'POP /a', 'POP /c']);
  });
});

describe('createBrowserHistory', () => {
  beforeEach(() => window.history.replaceState(null, '', '/start'));

  it('writes the address and the state into the browser history and reads them back on popstate', async () => {
    const history = createBrowserHistory();
    const seen: string[] = [];
    const stop = history.listen(({ action, location }) =>
      seen.push(`${action} ${location.pathname}${location.search}`),
    );
    history.push('/tutors?city=Lalitpur', { listSearch: 'city=Lalitpur' });
    expect(window.location.pathname).toBe('/tutors');
    expect(history.location.state).toEqual({ listSearch: 'city=Lalitpur' });
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    history.go(-1);
    await popped;
    expect(history.location.pathname).toBe('/start');
    expect(seen).toEqual(['PUSH /tutors?city=Lalitpur', 'POP /start']);
    stop();
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function renderAt(path: string, routes: RouteObject[]) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Pages routes={routes} />
      <Where />
    </MemoryRouter>,
  );
}

function Tutor() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ page: '2' })}>
      {`tutor ${id} page ${params.get('page') ?? '1'}`}
    </button>
  );
}

function Steps() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/b')}>
        forward
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

describe('links and hooks', () => {
  it('a plain click navigates in the app; a click with a modifier key is left to the browser', () => {
    renderAt('/a', [
      { path: '/a', element: <Link to="/b">to b</Link> },
      { path: '/b', element: <p>page b</p> },
    ]);
    const link = screen.getByRole('link', { name: 'to b' });
    expect(link).toHaveAttribute('href', '/b');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/a');
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByText('page b')).toBeInTheDocument();
  });

  it('marks the link of the page shown, and of the pages below it unless `end`', () => {
    renderAt('/tutors/7', [
      {
        path: '/tutors/:id',
        element: (
          <>
            <NavLink to="/tutors" className={({ isActive }) => (isActive ? 'on' : 'off')}>
              all
            </NavLink>
            <NavLink to="/tutors" end>
              exactly
            </NavLink>
            <NavLink to="/home">home</NavLink>
          </>
        ),
      },
    ]);
    expect(screen.getByRole('link', { name: 'all' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'all' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'exactly' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'home' })).not.toHaveAttribute('aria-current');
  });

  it('gives a page its parameters, its query, and a setter that keeps the page', () => {
    renderAt('/tutors/7', [{ path: '/tutors/:id', element: <Tutor /> }]);
    fireEvent.click(screen.getByRole('button', { name: 'tutor 7 page 1' }));
    expect(screen.getByRole('button', { name: 'tutor 7 page 2' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/tutors/7?page=2');
  });

  it('navigates from code, and back by a number of steps', () => {
    renderAt('/a', [{ path: '*', element: <Steps /> }]);
    act(() => screen.getByRole('button', { name: 'forward' }).click());
    expect(screen.getByTestId('where')).toHaveTextContent('/b');
    act(() => screen.getByRole('button', { name: 'back' }).click());
    expect(screen.getByTestId('where')).toHaveTextContent('/a');
  });
});
