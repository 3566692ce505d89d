// The app's router (docs/decisions/024): the part of React Router's API this app uses, in ~3 KB gzipped.
export {
  type NavigateFunction,
  type NavigateOptions,
  type Navigator,
  Outlet,
  Router,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from './context';
export {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  type History,
  type Location,
  type NavigationType,
  type Path,
  parsePath,
  resolveTo,
  type To,
  type Update,
} from './history';
export { Link, type LinkProps, Navigate, NavLink, type NavLinkProps } from './link';
export { matchPath, matchRoutes, type Params, type PathMatch, type RouteMatch, type RouteObject } from './match';
