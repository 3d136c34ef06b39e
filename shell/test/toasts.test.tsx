import { Profiler } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { kitCatalogue } from '@ps/web/intl';
import { notify, notifyAcrossNavigation } from '@ps/web/notify';
import { ToastProvider } from '@ps/web/toasts';
import { renderWithShell, toastsLoaded } from '@ps/web/test-utils';
import './render-app';

afterEach(() => {
  jest.useRealTimers();
  // A notice one test left for "the next page" is not shown in the next test.
  sessionStorage.clear();
});

// jsdom has no PointerEvent; browsers do, and the toast's swipe listens to pointer events.
beforeAll(() => {
  window.PointerEvent ??= class extends MouseEvent {} as typeof PointerEvent;
});

/** Timers fire in steps, so the enter, auto-hide and exit transitions each get to schedule the next. */
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) act(() => jest.advanceTimersByTime(100));
}

/** A full page load, as jsdom cannot make one: a document of its own has a time origin of its own. */
let pageLoads = 0;
function loadNextPage() {
  pageLoads += 1;
  Object.defineProperty(performance, 'timeOrigin', {
    value: 1_000_000 + pageLoads,
    configurable: true,
  });
}

describe('the toast bridge', () => {
  it('shows a toast given before a full page load again on the page that loads, once', async () => {
    const firstPage = renderWithShell(<p>page</p>);
    act(() => notifyAcrossNavigation({ title: 'Logged out successfully', variant: 'success' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    firstPage.unmount();

    loadNextPage();
    const nextPage = renderWithShell(<p>login</p>);
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    nextPage.unmount();

    loadNextPage();
    renderWithShell(<p>later</p>);
    await screen.findByText('later');
    expect(screen.queryByText('Logged out successfully')).not.toBeInTheDocument();
  });

  it('reads the notice handed over in a task of its own, after the page has started', async () => {
    // As the sign-in page leaves it, the moment before the full page load.
    sessionStorage.setItem(
      'ps.carriedNotice',
      JSON.stringify({ notice: { title: 'Signed in', variant: 'success' }, from: 1 }),
    );
    loadNextPage();
    const read = jest.spyOn(Storage.prototype, 'getItem');
    try {
      renderWithShell(<p>dashboard</p>);
      // The first effects ran without waiting on the tab's storage.
      expect(read).not.toHaveBeenCalledWith('ps.carriedNotice');
      expect(await screen.findByText('Signed in')).toBeInTheDocument();
      expect(read).toHaveBeenCalledWith('ps.carriedNotice');
    } finally {
      read.mockRestore();
    }
  });

  it('leaves the notice for the next page when this page draws its toasts again after giving it', async () => {
    loadNextPage();
    const signedOutPage = renderWithShell(<p>habits</p>);
    act(() => notifyAcrossNavigation({ title: 'Unauthorized', variant: 'destructive' }));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    // The same page draws its frame anew (signed out now), toasts and all.
    signedOutPage.unmount();
    renderWithShell(<p>habits, redrawn</p>);
    await screen.findByText('habits, redrawn');
    // Still handed over: the sign-in page shows it, which a slow phone reaches before this one could.
    expect(sessionStorage.getItem('ps.carriedNotice')).toContain('Unauthorized');
  });

  it('renders notify() with its title and description', async () => {
    renderWithShell(<p>page</p>);
    act(() =>
      notify({ title: 'Task created successfully', description: 'Nice one', variant: 'success' }),
    );
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
    expect(screen.getByText('Nice one')).toBeInTheDocument();
  });

  it('shows the destructive variant as an alert', async () => {
    renderWithShell(<p>page</p>);
    act(() =>
      notify({ title: 'Error', description: 'Habit name is required', variant: 'destructive' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('ErrorHabit name is required');
  });

  it('shows one toast at a time: a new one replaces the visible one', async () => {
    renderWithShell(<p>page</p>);
    act(() => notify({ title: 'First' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    act(() => notify({ title: 'Second' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    await screen.findByText('Second');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('hides a toast after 5000 ms', async () => {
    jest.useFakeTimers();
    renderWithShell(<p>page</p>);
    act(() => notify({ title: 'Brief' }));
    expect(await screen.findByText('Brief')).toBeInTheDocument();
    advance(4800);
    expect(screen.getByText('Brief')).toBeInTheDocument();
    advance(1000);
    expect(screen.queryByText('Brief')).not.toBeInTheDocument();
  });

  it('dismisses on a swipe to the right past 50 px, not on a shorter one', async () => {
    jest.useFakeTimers();
    renderWithShell(<p>page</p>);
    act(() => notify({ title: 'Swipe me' }));
    const toast = await screen.findByTestId('toast');
    advance(500);
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    advance(500);
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 160 });
    fireEvent.pointerUp(toast, { clientX: 160 });
    advance(1000);
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('is drawn in the first commit without an update of its own', () => {
    // An update during a commit makes React render again at once and run every effect of that
    // commit in the same task: on a phone, one long task more at the start of every page.
    const phases: string[] = [];
    render(
      <Profiler id="toasts" onRender={(_id, phase) => phases.push(phase)}>
        <IntlProvider locale="en" messages={kitCatalogue.peek('en')}>
          <ToastProvider>
            <p>page</p>
          </ToastProvider>
        </IntlProvider>
      </Profiler>,
    );
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    expect(phases).toEqual(['mount']);
  });

  it('F8 moves focus to the labelled notification region', async () => {
    renderWithShell(<button>elsewhere</button>);
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
    await toastsLoaded();
  });
});
