/**
 * The app's router: the address bar's path picks the page, and links and code move between pages
 * without a full load. The app's routes are a flat list of absolute paths with at most one
 * parameter each (`/habits/:id`), so this is the little a router must do for it, about 1 KB
 * gzipped where react-router's was 13 KB on every first load. Its names and behaviour are
 * react-router's, the ones a React developer expects: `<BrowserRouter>`, `<Routes>` of `<Route>`,
 * `<Link>`, useLocation, useNavigate, useParams, useSearchParams, and `<MemoryRouter>` for tests
 * and for drawing a page on the server.
 *
 * The shell provides this module to every remote, so their links and hooks read the shell's one
 * router. A page change is a transition (startTransition): while the next page's code loads, the
 * current page stays on screen instead of the loading spinner.
 */
import {
  Children,
  createContext,
  isValidElement,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that led here carried (`navigate(to, { state })`). */
  state: unknown;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  state?: unknown;
}

/** Goes to a path (absolute, or relative such as `?tab=tasks`), or back and forward by a number. */
export type Navigate = (to: string | number, options?: NavigateOptions) => void;

interface Router {
  location: Location;
  navigate: Navigate;
}

const RouterContext = createContext<Router | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});

function useRouter(): Router {
  const router = use(RouterContext);
  if (!router) throw new Error('A page link or hook is used outside the app’s router.');
  return router;
}

/** Where `to` leads from `from`: absolute paths as they are, `?query` on the current path. */
function resolve(to: string, from: Location, state: unknown): Location {
  const url = new URL(to, `http://app${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state };
}

const pathOf = ({ pathname, search, hash }: Location) => `${pathname}${search}${hash}`;

function windowLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: (window.history.state as { usr?: unknown } | null)?.usr };
}

/** The router of the browser's address bar and history (back and forward included). */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(windowLocation);
  useEffect(() => {
    const followHistory = () => startTransition(() => setLocation(windowLocation()));
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, []);
  const navigate = useCallback<Navigate>((to, options = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const next = resolve(to, windowLocation(), options.state);
    const write = options.replace ? 'replaceState' : 'pushState';
    // Under `usr`, where react-router kept it, so entries written before still read.
    window.history[write]({ usr: options.state }, '', pathOf(next));
    startTransition(() => setLocation(next));
  }, []);
  return (
    <RouterProvider location={location} navigate={navigate}>
      {children}
    </RouterProvider>
  );
}

/** Where a router with no address bar starts, and resolves its first paths from. */
const windowlessRoot: Location = { pathname: '/', search: '', hash: '', state: undefined };

/** A router whose history lives in memory: for tests, and for drawing a page on the server. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map((path) => resolve(path, windowlessRoot, undefined)),
    index: initialEntries.length - 1,
  }));
  const navigate = useCallback<Navigate>((to, options = {}) => {
    startTransition(() =>
      setHistory(({ entries, index }) => {
        if (typeof to === 'number') {
          return { entries, index: Math.min(Math.max(index + to, 0), entries.length - 1) };
        }
        const next = resolve(to, entries[index]!, options.state);
        const kept = entries.slice(0, options.replace ? index : index + 1);
        return { entries: [...kept, next], index: kept.length };
      }),
    );
  }, []);
  const location = history.entries[history.index]!;
  return (
    <RouterProvider location={location} navigate={navigate}>
      {children}
    </RouterProvider>
  );
}

function RouterProvider({ location, navigate, children }: Router & { children: ReactNode }) {
  const router = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={router}>{children}</RouterContext>;
}

/** A path segment as written, when it is not valid percent-encoding (`%E0%A4%A`). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path's parameters if `pattern` (`/habits/:id`, `*`) matches it, ignoring case and a final /. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of wanted.entries()) {
    const value = given[i]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decoded(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

interface RouteProps {
  path: string;
  element: ReactNode;
}

/** One entry of `<Routes>`: the element shown when the address matches `path`. */
export function Route(_: RouteProps): ReactNode {
  return null;
}

/** The element of the first `<Route>` whose path matches the address, with its parameters. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child)) continue;
    const params = matchPath(child.props.path, pathname);
    if (params) return <ParamsContext value={params}>{child.props.element}</ParamsContext>;
  }
  return null;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): Navigate {
  return useRouter().navigate;
}

/** The current route's parameters (`id` for `/habits/:id`). */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return use(ParamsContext);
}

type SearchParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The address's query, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsUpdate, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchParamsUpdate, options?: NavigateOptions) => {
      const query = (
        typeof next === 'function' ? next(new URLSearchParams(params)) : next
      ).toString();
      navigate(query ? `?${query}` : '?', options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button !== 0 || modified || (target !== undefined && target !== '_self');
}

/**
 * A link to one of the app's pages: a real `<a href>` (it opens in a new tab, and works before
 * the app's code has run), which a plain click follows without a full load. A link to the page
 * already shown replaces its history entry rather than adding the same page again.
 */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event, target)) return;
    event.preventDefault();
    const samePage = pathOf(resolve(to, location, undefined)) === pathOf(location);
    navigate(to, { replace: replace ?? samePage, state });
  };
  return <a {...rest} ref={ref} href={to} target={target} onClick={follow} />;
}
