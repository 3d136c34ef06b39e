import { lazy, Suspense, type ComponentType } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@ps/web/router';

function HabitPage() {
  return <h1>Habit {useParams().id}</h1>;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function Pages({ extra }: { extra?: React.ReactNode }) {
  return (
    <>
      <nav>
        <Link to="/">Home</Link>
        <Link to="/habits/7">Habit seven</Link>
        <Link to="/tasks">Tasks</Link>
      </nav>
      <Where />
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/habits/:id" element={<HabitPage />} />
          <Route path="/tasks" element={<h1>Tasks page</h1>} />
          {extra}
          <Route path="*" element={<h1>Not found</h1>} />
        </Routes>
      </Suspense>
    </>
  );
}

beforeEach(() => window.history.replaceState(null, '', '/'));

/** The pages in the browser's router at /, with a user and how many history entries there were. */
function renderInBrowser() {
  const user = userEvent.setup();
  render(
    <BrowserRouter>
      <Pages />
    </BrowserRouter>,
  );
  return { user, entries: window.history.length };
}

describe('the router', () => {
  it('shows the page whose path matches the address, with its parameter', () => {
    render(
      <MemoryRouter initialEntries={['/habits/42']}>
        <Pages />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Habit 42');
  });

  it('matches paths as react-router does: any case, a final slash, the catch-all last', () => {
    expect(matchPath('/habits/:id', '/Habits/a%20b/')).toEqual({ id: 'a b' });
    expect(matchPath('/tasks', '/tasks/1')).toBeNull();
    expect(matchPath('*', '/anything/at/all')).toEqual({});
    // A parameter that is not valid percent-encoding is passed on as written, not thrown.
    expect(matchPath('/habits/:id', '/habits/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <Pages />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Not found');
  });

  it('follows a link without a full load, and the back button returns', async () => {
    const { user, entries } = renderInBrowser();
    await user.click(screen.getByRole('link', { name: 'Habit seven' }));
    expect(await screen.findByRole('heading', { name: 'Habit 7' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/habits/7');
    expect(window.history.length).toBe(entries + 1);

    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('leaves a click that opens elsewhere (a new tab, another button) to the browser', () => {
    renderInBrowser();
    const link = screen.getByRole('link', { name: 'Tasks' });
    expect(link).toHaveAttribute('href', '/tasks');
    // Whether the app took the click over, seen once it has passed through React (the browser's
    // own following of the link is then stopped: jsdom cannot load a page).
    const takenOver = (init: MouseEventInit) => {
      let prevented: boolean | undefined;
      const see = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', see);
      fireEvent.click(link, init);
      document.removeEventListener('click', see);
      return prevented;
    };
    expect(takenOver({ ctrlKey: true })).toBe(false);
    expect(takenOver({ button: 1 })).toBe(false);
    expect(screen.getByRole('heading')).toHaveTextContent('Home page');
    expect(takenOver({})).toBe(true);
  });

  it('a link to the page already shown adds no history entry', async () => {
    const { user, entries } = renderInBrowser();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(window.history.length).toBe(entries);
  });

  it("keeps the current page on screen while the next page's code loads", async () => {
    let arrive: (page: { default: ComponentType }) => void = () => {};
    const Slow = lazy(() => new Promise<{ default: ComponentType }>((done) => (arrive = done)));
    const user = userEvent.setup();
    render(
      <BrowserRouter>
        <Pages extra={<Route path="/slow" element={<Slow />} />} />
        <Link to="/slow">Slow page</Link>
      </BrowserRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Slow page' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Home page');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await act(async () => arrive({ default: () => <h1>Slow page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
  });

  it('sets the query on the same path, and goes back in memory', async () => {
    function Tabs() {
      const [params, setParams] = useSearchParams();
      const navigate = useNavigate();
      return (
        <>
          <p>Tab {params.get('tab') ?? 'habits'}</p>
          <button onClick={() => setParams(new URLSearchParams({ tab: 'tasks' }))}>
            Tasks tab
          </button>
          <button
            onClick={() =>
              setParams(
                (current) => {
                  current.delete('tab');
                  return current;
                },
                { replace: true },
              )
            }
          >
            Habits tab
          </button>
          <button onClick={() => navigate(-1)}>Back</button>
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/progress']}>
        <Where />
        <Tabs />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Tasks tab' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/progress?tab=tasks'),
    );
    await user.click(screen.getByRole('button', { name: 'Habits tab' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/progress$/));
    // The habits tab replaced the tasks tab's entry: back leads to the first.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByText('Tab habits')).toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/progress$/);
  });
});
