import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRead } from '../src/use-read';

/**
 * A screen that draws a read: what each of its renders showed is kept in `drawn`, so the test
 * sees the order in which the loading view and the data reached the screen.
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
  drawn.push(shown);
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
  it('draws the first answer in a render after the one that learns of it', async () => {
    const client = clientWithPendingAnswer();
    const drawn: string[] = [];
    render(<Harness client={client} drawn={drawn} />);
    expect(screen.getByText('loading')).toBeTruthy();

    await act(async () => resolveAnswer(7));

    expect(await screen.findByText('figure 7')).toBeTruthy();
    const firstWithData = drawn.indexOf('figure 7');
    // The first render drew the loading view; so did the render that learned of the answer (a
    // blocking render kept cheap); the data came in the deferred one after it.
    expect(drawn.slice(0, firstWithData)).toEqual(['loading', 'loading']);
  });

  it('draws a later change at once, with no loading view in between', async () => {
    const client = clientWithPendingAnswer();
    const drawn: string[] = [];
    render(<Harness client={client} drawn={drawn} />);
    await act(async () => resolveAnswer(7));
    await screen.findByText('figure 7');
    drawn.length = 0;

    await act(async () => client.setQueryData(['figure'], 8));

    expect(await screen.findByText('figure 8')).toBeTruthy();
    expect(drawn).not.toContain('loading');
    expect(drawn[0]).toBe('figure 8');
  });
});
