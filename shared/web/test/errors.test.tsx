import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { apiJson } from '../src/api';
import { useChangeErrorHandler } from '../src/errors';
import { mockApi } from '../src/mock-api';
import { navigation } from '../src/navigation';
import { renderWithShell } from '../src/test-utils';

function FailingChange({ path }: { path: string }) {
  const onError = useChangeErrorHandler();
  useEffect(() => {
    apiJson('POST', path, {}).catch(onError);
  }, [onError, path]);
  return null;
}

describe('useChangeErrorHandler', () => {
  it.each([
    ['fr', { code: 'tooManySignIns', params: { minutes: 1 } }, 'Réessayez dans 1 minute.'],
    ['fr', { code: 'tooManySignIns', params: { minutes: 3 } }, 'Réessayez dans 3 minutes.'],
    ['en', { code: 'tooManySignIns', params: { minutes: 1 } }, 'Try again in 1 minute.'],
    ['ar', { code: 'habitNotFound' }, 'لم يتم العثور على العادة'],
    ['fr', { code: 'dateBeforeStart', params: { startDate: '2026-01-01' } }, '(2026-01-01)'],
  ])('shows a %s user the text of the code %j', async (language, coded, expected) => {
    mockApi({
      'POST /api/habits': { status: 400, body: { message: 'English text', ...coded } },
    });
    renderWithShell(<FailingChange path="/api/habits" />, { language: language as 'fr' });
    expect(await screen.findByText((text) => text.includes(expected))).toBeInTheDocument();
    expect(screen.queryByText('English text')).not.toBeInTheDocument();
  });

  it('falls back to the server message for a validation failure with no catalogued text', async () => {
    mockApi({
      'POST /api/habits': {
        status: 400,
        body: { message: 'Ask for at most 366 days at a time', code: 'invalidInput' },
      },
    });
    renderWithShell(<FailingChange path="/api/habits" />, { language: 'fr' });
    expect(await screen.findByText('Ask for at most 366 days at a time')).toBeInTheDocument();
  });

  it("shows the 'Error' toast with the server's message", async () => {
    mockApi({
      'POST /api/habits': {
        status: 400,
        body: { message: 'Habit name is required', code: 'habitNameRequired' },
      },
    });
    renderWithShell(<FailingChange path="/api/habits" />);
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Habit name is required')).toBeInTheDocument();
  });

  it('tells a signed-out user and sends them to /api/login after 500 ms', async () => {
    jest.useFakeTimers();
    const assign = jest.spyOn(navigation, 'fullPageNavigate').mockImplementation(() => {});
    mockApi({
      'POST /api/tasks': { status: 401, body: { message: 'Unauthorized', code: 'unauthorized' } },
    });
    renderWithShell(<FailingChange path="/api/tasks" />, { language: 'fr' });
    expect(await screen.findByText('Non autorisé')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(499));
    expect(assign).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledWith('/api/login');
    jest.useRealTimers();
  });

  it('hands the signed-out notice to the sign-in page, which a slow phone may reach before showing it', async () => {
    jest.spyOn(navigation, 'fullPageNavigate').mockImplementation(() => {});
    sessionStorage.clear();
    mockApi({
      'POST /api/tasks': { status: 401, body: { message: 'Unauthorized', code: 'unauthorized' } },
    });
    renderWithShell(<FailingChange path="/api/tasks" />, { language: 'fr' });
    expect(await screen.findByText('Non autorisé')).toBeInTheDocument();
    const carried = Object.values(sessionStorage).map((value) => String(value));
    expect(carried).toContainEqual(expect.stringContaining('Non autorisé'));
  });
});
