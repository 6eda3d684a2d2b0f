import {
  Children,
  Fragment,
  isValidElement,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * Moving between the app's screens without reloading the page: the browser's history is the one
 * source of the current location. The app needs only exact paths, links and a search string, so this
 * replaces react-router (about 12 KB of the first visit's 110 KB budget on a slow link).
 */

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Goes to a same-site path (with its search), adding to the history unless `replace`. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const listener of listeners) listener();
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

/** The current location; the component renders again when it changes. */
export function useLocation(): Location {
  const href = useSyncExternalStore(subscribe, () => window.location.href);
  return useMemo(() => {
    const url = new URL(href);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  }, [href]);
}

export function useNavigate(): typeof navigate {
  return navigate;
}

export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** `/enhanced/` and `/Enhanced` are the screen at `/enhanced`, as they were with react-router. */
const normalised = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();

export function Route(_props: { path: string; element: ReactNode }): null {
  return null;
}

/** Draws the element of the first `Route` whose path is the current one (`*` matches any path). */
export function Routes({ children }: { children: ReactNode }) {
  const pathname = normalised(useLocation().pathname);
  const routes = Children.toArray(children).filter(
    (child): child is ReactElement<{ path: string; element: ReactNode }> => isValidElement(child),
  );
  const route = routes.find(({ props }) => props.path === '*' || normalised(props.path) === pathname);
  // Keyed by path: a screen's error boundary and state start afresh on another screen.
  return <Fragment key={route?.props.path}>{route?.props.element ?? null}</Fragment>;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** An ordinary link that the app follows itself on a plain click (new tabs and downloads as usual). */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !isPlainClick || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to);
  }
  return <a href={to} target={target} onClick={follow} {...rest} />;
}

/** A link to a screen that says when that screen is the current one (aria-current="page"). */
export function NavLink({
  className,
  ...rest
}: Omit<LinkProps, 'className'> & { className: (state: { isActive: boolean }) => string }) {
  const isActive = normalised(useLocation().pathname) === normalised(rest.to);
  return <Link {...rest} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}
