import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@ps/web/mock-api';
import { renderWithShell } from '@ps/web/test-utils';
import { FIRST_VIEW_SLOT, LOADS_WHEN_NEAR_MARK } from '@ps/contracts/api';
import {
  firstViewComments,
  firstViewOf,
  keepFirstViews,
  MarksFirstViewSlots,
  useFirstViewsOfTheOpenedPageOnly,
} from '../src/remotes/first-views';
import { loadExposed } from '../src/remotes/containers';
import { RemoteSlot } from '../src/remotes/RemoteSlot';
import { parseRemotesJson, remoteLoader, RemoteNotListedError } from '../src/remotes/remote-loader';
import './render-app';

jest.mock('../src/remotes/containers', () => ({ loadExposed: jest.fn() }));

afterEach(() => jest.restoreAllMocks());

function Widget({ label }: { label: string }) {
  return <p>{label}</p>;
}

function Broken(): never {
  throw new Error('boom');
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

/** A browser with an IntersectionObserver made by `make`; jsdom has none (slots load at once). */
function stubIntersectionObserver(
  make: (report: IntersectionObserverCallback) => {
    observe: (element: Element) => void;
    disconnect: () => void;
  },
) {
  Object.assign(window, { IntersectionObserver: jest.fn(make) });
}
afterEach(() => {
  delete (window as Partial<typeof window>).IntersectionObserver;
});

/** The dashboard's Pomodoro card, a widget that may start below a phone's screen. */
const renderLowerWidget = () =>
  renderWithShell(
    <RemoteSlot
      remote="mf-pomodoro"
      module="PomodoroCard"
      props={{ label: 'Live timer' }}
      loadWhenNear
    />,
  );

describe('RemoteSlot', () => {
  it('shows the first view the page came with, inert, until its module has arrived', async () => {
    let arrive: (module: unknown) => void = () => {};
    jest
      .spyOn(remoteLoader, 'load')
      .mockReturnValue(new Promise((resolve) => (arrive = resolve)) as never);
    const sent = document.createElement('div');
    sent.innerHTML =
      '<div data-first-view="mf-habits/HabitsPage"><style>h1{color:red}</style><h1>Habits</h1></div>';
    keepFirstViews(sent);

    const { unmount } = renderWithShell(
      <RemoteSlot remote="mf-habits" module="HabitsPage" props={{ label: 'The page' }} />,
    );
    const firstView = screen.getByText('Habits').parentElement!;
    expect(firstView).toHaveAttribute('data-first-view', 'mf-habits/HabitsPage');
    expect(firstView).toHaveAttribute('inert');
    // Its styles went to the page's head with the rest; the view itself carries none.
    expect(firstView.querySelector('style')).toBeNull();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    arrive(Widget);
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Habits')).not.toBeInTheDocument();
    unmount();
    // Shown once: a later wait for the same module shows the loading state.
    jest.spyOn(remoteLoader, 'load').mockReturnValue(new Promise(() => {}) as never);
    renderWithShell(<RemoteSlot remote="mf-habits" module="HabitsPage" />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText('Habits')).not.toBeInTheDocument();
  });

  it.each([
    ['the picture the page came with', 'Focus'],
    ['its loading state', null],
  ])(
    'loads the module of a slot off the screen, showing %s, once a scroll brings it near',
    async (_shown, pictureText) => {
      const load = jest.spyOn(remoteLoader, 'load').mockResolvedValue(Widget as never);
      const observers: { report: IntersectionObserverCallback; watched: Element[] }[] = [];
      const disconnect = jest.fn();
      stubIntersectionObserver((report) => {
        const observer = { report, watched: [] as Element[] };
        observers.push(observer);
        return { observe: (element: Element) => observer.watched.push(element), disconnect };
      });
      if (pictureText) {
        const sent = document.createElement('div');
        sent.innerHTML = `<div data-first-view="mf-pomodoro/PomodoroCard"><h2>${pictureText}</h2></div>`;
        keepFirstViews(sent);
      }

      renderLowerWidget();
      expect(load).not.toHaveBeenCalled();
      const [observer] = observers;
      expect(observer!.watched).toHaveLength(1);
      if (pictureText) {
        expect(observer!.watched[0]).toContainElement(screen.getByText(pictureText));
      } else {
        // Its place, held without a spinner: nothing is loading yet.
        expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      }

      act(() =>
        observer!.report(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(await screen.findByText('Live timer')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
      expect(disconnect).toHaveBeenCalled();
    },
  );

  it('shows a spinner for a slot off the screen only once its module is loading', async () => {
    jest.spyOn(remoteLoader, 'load').mockReturnValue(new Promise(() => {}) as never);
    let report: IntersectionObserverCallback = () => {};
    stubIntersectionObserver((callback) => {
      report = callback;
      return { observe: () => {}, disconnect: () => {} };
    });

    renderLowerWidget();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() =>
      report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('loads every slot still off the screen at the first press of Tab, so focus never skips one', async () => {
    const user = userEvent.setup();
    const load = jest.spyOn(remoteLoader, 'load').mockResolvedValue(Widget as never);
    const disconnect = jest.fn();
    stubIntersectionObserver(() => ({ observe: () => {}, disconnect }));

    renderLowerWidget();
    await user.keyboard('a');
    expect(load).not.toHaveBeenCalled();
    await user.tab();
    expect(await screen.findByText('Live timer')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
    await user.tab();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads a page's slot at once, without waiting for the observer", async () => {
    const load = jest.spyOn(remoteLoader, 'load').mockResolvedValue(Widget as never);
    const observe = jest.fn();
    stubIntersectionObserver(() => ({ observe, disconnect: () => {} }));
    renderWithShell(
      <RemoteSlot remote="mf-habits" module="HabitsPage" props={{ label: 'Page' }} />,
    );
    expect(await screen.findByText('Page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observe).not.toHaveBeenCalled();
  });

  it('drops the first views once the person has gone to another page', () => {
    const sent = document.createElement('div');
    sent.innerHTML = '<div data-first-view="mf-tasks/TodayTasksCard"><p>Call the bank</p></div>';
    keepFirstViews(sent);
    const { rerender } = renderHook(({ path }) => useFirstViewsOfTheOpenedPageOnly(path), {
      initialProps: { path: '/' },
    });
    expect(firstViewOf('mf-tasks/TodayTasksCard')).toContain('Call the bank');
    rerender({ path: '/tasks' });
    expect(firstViewOf('mf-tasks/TodayTasksCard')).toBeUndefined();
  });

  it('renders the exposed module with its props', async () => {
    jest.spyOn(remoteLoader, 'load').mockResolvedValue(Widget as never);
    renderWithShell(
      <RemoteSlot remote="mf-habits" module="TodayHabitsCard" props={{ label: 'Today' }} />,
    );
    expect(await screen.findByText('Today')).toBeInTheDocument();
  });

  it('shows the translated unavailable panel when the download fails, and Retry loads it afresh', async () => {
    const user = userEvent.setup();
    const load = jest
      .spyOn(remoteLoader, 'load')
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(Widget as never);
    renderWithShell(
      <RemoteSlot remote="mf-tasks" module="TodayTasksCard" props={{ label: 'Back again' }} />,
      { language: 'fr' },
    );
    const panel = await screen.findByTestId('remote-unavailable');
    expect(
      within(panel).getByText('Cette partie de l’application est indisponible pour le moment.'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('mf-tasks', 'TodayTasksCard');
  });

  it('keeps a remote that throws while rendering inside its slot; the other slots still work', async () => {
    jest
      .spyOn(remoteLoader, 'load')
      .mockImplementation(async (remote) => (remote === 'mf-habits' ? Broken : Widget) as never);
    renderWithShell(
      <>
        <RemoteSlot remote="mf-habits" module="TodayHabitsCard" />
        <RemoteSlot remote="mf-pomodoro" module="PomodoroCard" props={{ label: 'Timer' }} />
      </>,
    );
    expect(await screen.findByText('Timer')).toBeInTheDocument();
    expect(await screen.findByTestId('remote-unavailable')).toHaveAttribute(
      'data-remote',
      'mf-habits/TodayHabitsCard',
    );
  });

  it('shows the same panel for a remote that /remotes.json does not list', async () => {
    jest.spyOn(remoteLoader, 'load').mockRejectedValue(new RemoteNotListedError('mf-progress'));
    renderWithShell(<RemoteSlot remote="mf-progress" module="StatsRow" />);
    expect(await screen.findByText('This part of the app is unavailable right now.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('remoteLoader', () => {
  it('reads /remotes.json: known remotes only, URLs made absolute', () => {
    expect(
      parseRemotesJson(
        {
          'mf-landing': '/remotes/mf-landing/mf-manifest.json',
          'mf-habits': 'https://cdn.example/habits/mf-manifest.json',
          'mf-unknown': '/x.json',
          'mf-tasks': 42,
        },
        'http://localhost:3110/habits',
      ),
    ).toEqual([
      ['mf-landing', 'http://localhost:3110/remotes/mf-landing/mf-manifest.json'],
      ['mf-habits', 'https://cdn.example/habits/mf-manifest.json'],
    ]);
  });

  it('refuses a remote that is not listed', async () => {
    await expect(remoteLoader.load('mf-progress', 'StatsRow')).rejects.toBeInstanceOf(
      RemoteNotListedError,
    );
  });

  it('remembers what it loaded, so a slot shows it on its first render, without a loading state', async () => {
    mockApi({ 'GET /remotes.json': { 'mf-landing': '/remotes/mf-landing/mf-manifest.json' } });
    await remoteLoader.registerFromServer();
    jest.mocked(loadExposed).mockResolvedValue({ default: Widget });
    expect(remoteLoader.loaded('mf-landing', 'LandingPage')).toBeUndefined();

    await remoteLoader.load('mf-landing', 'LandingPage');
    renderWithShell(
      <RemoteSlot remote="mf-landing" module="LandingPage" props={{ label: 'Your hub' }} />,
    );
    expect(screen.getByText('Your hub')).toBeInTheDocument();
    expect(loadExposed).toHaveBeenCalledTimes(1);
  });

  it("brings a module with its texts in the page's language, and only then", async () => {
    mockApi({ 'GET /remotes.json': { 'mf-habits': '/remotes/mf-habits/mf-manifest.json' } });
    await remoteLoader.registerFromServer();
    let textsArrive = () => {};
    const loadTexts = jest.fn(
      () => new Promise<void>((resolve) => (textsArrive = () => resolve())),
    );
    jest.mocked(loadExposed).mockResolvedValue({ default: Widget, loadTexts });
    document.documentElement.lang = 'ar';
    let loaded = false;
    const loading = remoteLoader.load('mf-habits', 'HabitsPage').then(() => (loaded = true));

    await act(async () => {});
    expect(loadTexts).toHaveBeenCalledWith('ar');
    expect(loaded).toBe(false);
    expect(remoteLoader.loaded('mf-habits', 'HabitsPage')).toBeUndefined();
    textsArrive();
    await loading;
    expect(remoteLoader.loaded('mf-habits', 'HabitsPage')).toBe(Widget);
    document.documentElement.lang = '';
  });
});

describe("the frame's prerender of a slot", () => {
  it('marks the slots that wait for a scroll, so a page for a phone preloads nothing for them', () => {
    const { container } = renderWithShell(
      <MarksFirstViewSlots.Provider value>
        <RemoteSlot remote="mf-habits" module="TodayHabitsCard" />
        <RemoteSlot remote="mf-pomodoro" module="PomodoroCard" loadWhenNear />
      </MarksFirstViewSlots.Provider>,
    );
    const marked = firstViewComments(container.innerHTML);
    const slots = [...marked.matchAll(FIRST_VIEW_SLOT)].map(([, slot, waiting]) => ({
      slot,
      waitsForScroll: waiting!.includes(LOADS_WHEN_NEAR_MARK),
    }));
    expect(slots).toEqual([
      { slot: 'mf-habits/TodayHabitsCard', waitsForScroll: false },
      { slot: 'mf-pomodoro/PomodoroCard', waitsForScroll: true },
    ]);
  });
});
