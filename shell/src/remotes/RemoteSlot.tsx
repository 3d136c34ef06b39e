import {
  Component,
  Suspense,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  type RefObject,
} from 'react';
import type { ExposedModule, RemoteName } from '@ps/web/remotes';
import { FIRST_VIEW_ATTRIBUTE } from '@ps/contracts/api';
import { firstViewMarks, firstViewOf, forgetFirstView, MarksFirstViewSlots } from './first-views';
import { whenNearScreen } from './near-screen';
import { SlotLoading, type SlotHeight } from './SlotLoading';
import { UnavailablePanel } from './UnavailablePanel';
import { remoteLoader } from './remote-loader';

const noop = () => {};

/** Catches a remote that throws while rendering, so only its own slot is lost. */
class SlotErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A remote module failed while rendering', error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type Loaded<P> =
  { key: string; status: 'ready'; Component: ComponentType<P> } | { key: string; status: 'failed' };

interface SlotProps<R extends RemoteName, P> {
  remote: R;
  module: ExposedModule;
  props?: P;
  /** Space held while loading, so the page does not jump when the module arrives. */
  minHeight?: SlotHeight;
  /**
   * For a widget that may start below the screen (a phone's lower dashboard cards): its module
   * is loaded once the slot is on the screen or near it, not at once.
   */
  loadWhenNear?: boolean;
}

/**
 * A slot whose module is on its way: the first view the page came with for it (a picture of the
 * remote's page, inert), else the loading state (its spinner once the module is `loading`),
 * either inside `holder`. The frame's prerender marks the loading state where the gateway may put
 * a first view.
 */
function SlotWaiting({
  slot,
  minHeight,
  loading,
  loadsWhenNear,
  holder,
}: {
  slot: string;
  minHeight: SlotHeight;
  loading: boolean;
  /** Marked in the frame's prerender, so that a page for a phone preloads nothing for it. */
  loadsWhenNear: boolean;
  holder: RefObject<HTMLDivElement | null>;
}) {
  if (useContext(MarksFirstViewSlots)) {
    const [start, end] = firstViewMarks(slot, loadsWhenNear);
    return (
      <>
        {start}
        <SlotLoading minHeight={minHeight} spinning={loading} />
        {end}
      </>
    );
  }
  const firstView = firstViewOf(slot);
  if (firstView === undefined) {
    return (
      <div ref={holder} style={{ display: 'contents' }}>
        <SlotLoading minHeight={minHeight} spinning={loading} />
      </div>
    );
  }
  return (
    <div
      ref={holder}
      {...{ [FIRST_VIEW_ATTRIBUTE]: slot }}
      inert
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: firstView }}
    />
  );
}

/**
 * A place on a page filled at run time by a remote's exposed module. Loading, a failed
 * download and a render error each stay inside this slot; Retry loads the module afresh.
 *
 * With `loadWhenNear` the module is loaded once the slot is on the screen or near it: on a phone
 * the dashboard's lower widgets hold their place (or show the picture the page came with), and
 * their remotes' code is neither downloaded nor run until a scroll brings them close.
 */
export function RemoteSlot<R extends RemoteName, P extends object = Record<string, never>>({
  remote,
  module,
  props,
  minHeight = 120,
  loadWhenNear = false,
}: SlotProps<R, P>) {
  const [attempt, setAttempt] = useState(0);
  const slot = `${remote}/${module}`;
  const key = `${slot}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded<P> | null>(() => {
    const Component = remoteLoader.loaded<P>(remote, module);
    return Component ? { key, status: 'ready', Component } : null;
  });
  const waiting = useRef<HTMLDivElement>(null);
  // A slot that waits to be near the screen is not loading until then.
  const [near, setNear] = useState(!loadWhenNear);

  useEffect(() => {
    if (loaded?.key === key) return undefined;
    let current = true;
    const load = () =>
      remoteLoader.load<P>(remote, module).then(
        (Loaded) => {
          // A transition renders a large remote (the landing page) in slices, so the page keeps
          // answering input instead of blocking for one long task.
          if (current) {
            startTransition(() => setLoaded({ key, status: 'ready', Component: Loaded }));
          }
          forgetFirstView(slot);
        },
        (error: unknown) => {
          console.error(`Remote ${slot} is unavailable`, error);
          if (current) setLoaded({ key, status: 'failed' });
        },
      );
    const loadNow = () => {
      setNear(true);
      load();
    };
    const stopWatching =
      loadWhenNear && waiting.current ? whenNearScreen(waiting.current, loadNow) : (load(), noop);
    return () => {
      current = false;
      stopWatching();
    };
  }, [remote, module, slot, attempt, key, loaded, loadWhenNear]);

  const panel = (
    <UnavailablePanel remote={remote} module={module} onRetry={() => setAttempt((n) => n + 1)} />
  );
  if (!loaded || loaded.key !== key) {
    return (
      <SlotWaiting
        slot={slot}
        minHeight={minHeight}
        loading={near}
        loadsWhenNear={loadWhenNear}
        holder={waiting}
      />
    );
  }
  if (loaded.status === 'failed') return panel;
  const Loaded = loaded.Component;
  return (
    <SlotErrorBoundary key={key} fallback={panel}>
      <Suspense fallback={<SlotLoading minHeight={minHeight} />}>
        {/* No box of its own (display: contents); names the slot for tests and debugging. A
            plain style, not a styled Box: no style rule to make as the page is drawn. */}
        <div data-slot={slot} style={{ display: 'contents' }}>
          <Loaded {...(props as P)} />
        </div>
      </Suspense>
    </SlotErrorBoundary>
  );
}
