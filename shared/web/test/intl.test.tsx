import { memo, Suspense, useState, type ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '@ps/contracts/auth';
import { defineCatalogue, RemoteIntlProvider, type Messages } from '../src/intl';

const TEXTS: Record<Language, Messages> = {
  en: { greeting: 'Hello' },
  fr: { greeting: 'Bonjour' },
  ar: { greeting: 'مرحبا' },
};

/** A catalogue whose files arrive when the test says so, and which counts its downloads. */
function controlledCatalogue() {
  const arrivals = new Map<Language, (fail?: boolean) => void>();
  const downloads: Language[] = [];
  const file = (language: Language) => () => {
    downloads.push(language);
    return new Promise<{ default: Messages }>((resolve, reject) =>
      arrivals.set(language, (fail) =>
        fail ? reject(new Error('offline')) : resolve({ default: TEXTS[language] }),
      ),
    );
  };
  const catalogue = defineCatalogue({ en: file('en'), fr: file('fr'), ar: file('ar') });
  const arrive = async (language: Language, fail = false) => {
    await act(async () => arrivals.get(language)!(fail));
  };
  return { catalogue, downloads, arrive };
}

/** Renders as a page does, letting React settle what suspends. */
async function show(ui: ReactElement) {
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(ui);
  });
  return rendered!;
}

const Greeting = memo(function Greeting({ onDraw = () => {} }: { onDraw?: () => void }) {
  onDraw();
  return <p>{useIntl().formatMessage({ id: 'greeting' })}</p>;
});

function Page({
  catalogue,
  language,
}: {
  catalogue: ReturnType<typeof defineCatalogue>;
  language: Language;
}) {
  return (
    <IntlProvider locale={language} defaultLocale="en">
      <Suspense fallback={<p>Loading texts</p>}>
        <RemoteIntlProvider catalogue={catalogue}>
          <Greeting />
        </RemoteIntlProvider>
      </Suspense>
    </IntlProvider>
  );
}

it('downloads only the language the page speaks, and waits for it the first time', async () => {
  document.documentElement.lang = 'fr';
  const { catalogue, downloads, arrive } = controlledCatalogue();
  // Asked for as the front end's code runs, before anything renders.
  expect(downloads).toEqual(['fr']);
  await show(<Page catalogue={catalogue} language="fr" />);
  expect(screen.getByText('Loading texts')).toBeInTheDocument();

  await arrive('fr');
  expect(await screen.findByText('Bonjour')).toBeInTheDocument();
  expect(downloads).toEqual(['fr']);
  document.documentElement.lang = '';
});

it('keeps speaking the old language until the new one has arrived, then turns', async () => {
  const { catalogue, downloads, arrive } = controlledCatalogue();
  const { rerender } = await show(<Page catalogue={catalogue} language="en" />);
  await arrive('en');

  rerender(<Page catalogue={catalogue} language="ar" />);
  expect(screen.getByText('Hello')).toBeInTheDocument();
  expect(screen.queryByText('Loading texts')).not.toBeInTheDocument();

  await arrive('ar');
  expect(await screen.findByText('مرحبا')).toBeInTheDocument();
  expect(downloads).toEqual(['en', 'ar']);
});

it('stays in the old language when the new one cannot be downloaded, and tries again later', async () => {
  const { catalogue, downloads, arrive } = controlledCatalogue();
  const { rerender } = await show(<Page catalogue={catalogue} language="en" />);
  await arrive('en');

  rerender(<Page catalogue={catalogue} language="fr" />);
  await arrive('fr', true);
  expect(screen.getByText('Hello')).toBeInTheDocument();

  rerender(<Page catalogue={catalogue} language="en" />);
  rerender(<Page catalogue={catalogue} language="fr" />);
  await arrive('fr');
  expect(await screen.findByText('Bonjour')).toBeInTheDocument();
  expect(downloads).toEqual(['en', 'fr', 'fr']);
});

it("a remote's texts are not drawn again when the remote redraws in the same language", async () => {
  const { catalogue, arrive } = controlledCatalogue();
  const greetingDrawn = jest.fn();
  function Remote() {
    const [count, setCount] = useState(0);
    return (
      <Suspense fallback={null}>
        <RemoteIntlProvider catalogue={catalogue}>
          <Greeting onDraw={greetingDrawn} />
          <button onClick={() => setCount(count + 1)}>{`Redraw ${count}`}</button>
        </RemoteIntlProvider>
      </Suspense>
    );
  }
  await show(
    <IntlProvider locale="fr" defaultLocale="en">
      <Remote />
    </IntlProvider>,
  );
  await arrive('fr');
  expect(await screen.findByText('Bonjour')).toBeInTheDocument();
  greetingDrawn.mockClear();
  fireEvent.click(screen.getByRole('button', { name: 'Redraw 0' }));
  fireEvent.click(screen.getByRole('button', { name: 'Redraw 1' }));
  expect(screen.getByRole('button', { name: 'Redraw 2' })).toBeInTheDocument();
  expect(greetingDrawn).not.toHaveBeenCalled();
});
