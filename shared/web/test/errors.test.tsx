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
  it("shows the 'Error' toast with the server's message", async () => {
    mockApi({ 'POST /api/habits': { status: 400, body: { message: 'Habit name is required' } } });
    renderWithShell(<FailingChange path="/api/habits" />);
    expect(await screen.findByText('Error')).toBeInTheDocument();
  });

  it('tells a signed-out user and sends them to /api/login after 500 ms', async () => {
    jest.useFakeTimers();
    const assign = jest.spyOn(navigation, 'fullPageNavigate').mockImplementation(() => {});
    mockApi({ 'POST /api/tasks': { status: 401, body: { message: 'Unauthorized' } } });
    renderWithShell(<FailingChange path="/api/tasks" />, { language: 'fr' });
    expect(await screen.findByText('Non autorisé')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(499));
    expect(assign).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledWith('/api/login');
    jest.useRealTimers();
  });
});
