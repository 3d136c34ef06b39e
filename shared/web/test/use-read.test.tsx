import { useDeferredValue, useLayoutEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRead } from '../src/use-read';

/**
 * A screen that draws a read: what each of its renders showed is kept in `drawn`, so the test
 * sees the order in which the loading view and the data reached the screen. A render that shows
 * news while a deferred copy of it (useDeferredValue) still lags behind is a blocking render:
 * React defers a value only in those; in a transition the copy is the news itself.
 */
function Harness({ client, drawn }: { client: QueryClient; drawn: string[] }) {
  return (
    <QueryClientProvider client={client}>
      <Figure drawn={drawn} />
    </QueryClientProvider>
  );
}

function Figure({ drawn }: { drawn: string[] }) {
  const read = useRead<number>({ queryKey: ['figure'] });
  const shown = read.isPending ? 'loading' : `figure ${read.data}`;
  const deferred = useDeferredValue(shown);
  drawn.push(deferred === shown ? shown : `${shown} (blocking)`);
  return <p>{shown}</p>;
}

let resolveAnswer: (value: number) => void = () => {};

function clientWithPendingAnswer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const arrival = new Promise<number>((resolve) => (resolveAnswer = resolve));
  client.setQueryDefaults(['figure'], { queryFn: () => arrival });
  return client;
}

describe('useRead', () => {
  it('draws the first answer in the render that learns of it, a transition', async () => {
    const client = clientWithPendingAnswer();
    const drawn: string[] = [];
    render(<Harness client={client} drawn={drawn} />);
    expect(screen.getByText('loading')).toBeTruthy();

    await act(async () => resolveAnswer(7));

    expect(await screen.findByText('figure 7')).toBeTruthy();
    const firstWithData = drawn.indexOf('figure 7');
    // The first render drew the loading view; the next drew the data, with no render of the
    // loading view again in between (a blocking one, as react-query's own hook made).
    expect(drawn.slice(0, firstWithData)).toEqual(['loading']);
    expect(drawn).not.toContain('figure 7 (blocking)');
  });

  it('draws a later change at once, in a blocking render, with no loading view in between', async () => {
    const client = clientWithPendingAnswer();
    const drawn: string[] = [];
    render(<Harness client={client} drawn={drawn} />);
    await act(async () => resolveAnswer(7));
    await screen.findByText('figure 7');
    drawn.length = 0;

    await act(async () => client.setQueryData(['figure'], 8));

    expect(await screen.findByText('figure 8')).toBeTruthy();
    expect(drawn).not.toContain('loading');
    // At once: a tap's optimistic change is not left waiting behind other work.
    expect(drawn[0]).toBe('figure 8 (blocking)');
  });

  it('draws an answer that came after its render drew the loading view, before it was listening', async () => {
    const client = clientWithPendingAnswer();
    const drawn: string[] = [];
    // The answer reaches the cache between the render and the read's subscription (a busy page:
    // another screen's request came back in that gap). Layout effects run before the passive
    // ones that subscribe.
    function AnswerArrivesNow() {
      useLayoutEffect(() => void client.setQueryData(['figure'], 7), []);
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <Figure drawn={drawn} />
        <AnswerArrivesNow />
      </QueryClientProvider>,
    );
    expect(drawn[0]).toBe('loading');
    expect(await screen.findByText('figure 7')).toBeTruthy();
  });
});
