// Links that change page without a page load (docs/decisions/024). A plain left click navigates in
// the app; a click with a modifier key, another button or another target is the browser's (new tab,
// new window, download), as on any link. A link to the page already shown replaces its history entry.
import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref, useEffect } from 'react';
import { useNavigate, useRouter } from './context';
import { createPath, type To, resolveTo } from './history';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const { location, navigator } = useRouter();
  const href = createPath(resolveTo(to, location.pathname));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event, target) || rest.download !== undefined) return;
    event.preventDefault();
    const samePage = createPath(location) === href;
    if (replace ?? samePage) navigator.replace(href, state);
    else navigator.push(href, state);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
  /** Active only on its own path, not on the paths below it. */
  end?: boolean;
}

/** A link that knows when it leads to the page shown (or, unless `end`, a page below it): aria-current="page". */
export function NavLink({ className, children, end = false, ...rest }: NavLinkProps) {
  const { location } = useRouter();
  const current = location.pathname.toLowerCase();
  const target = resolveTo(rest.to, location.pathname).pathname.toLowerCase();
  const isActive =
    current === target ||
    (!end && target !== '/' && current.startsWith(target) && current.charAt(target.length) === '/');
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    >
      {typeof children === 'function' ? children({ isActive }) : children}
    </Link>
  );
}

/**
 * Changes page as soon as it is shown (the guards' redirects), and again whenever the location changes
 * while it stays shown: a newer navigation (Back while the target page's code was loading) drops the
 * pending one, and the page that then shows still needs its redirect.
 */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const { location } = useRouter();
  const path = typeof to === 'string' ? to : createPath(to);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not a value read inside
  useEffect(() => {
    navigate(path, { replace, state });
  }, [navigate, path, replace, state, location]);
  return null;
}
