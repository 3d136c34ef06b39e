import { memo, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider, useIntl } from 'react-intl';
import { RemoteIntlProvider, type MessagesByLanguage } from '../src/intl';

const messages: MessagesByLanguage = {
  en: { greeting: 'Hello' },
  fr: { greeting: 'Bonjour' },
  ar: { greeting: 'مرحبا' },
};

const Greeting = memo(function Greeting({ onDraw }: { onDraw: () => void }) {
  onDraw();
  return <p>{useIntl().formatMessage({ id: 'greeting' })}</p>;
});

function Remote({ onGreetingDraw }: { onGreetingDraw: () => void }) {
  const [count, setCount] = useState(0);
  return (
    <RemoteIntlProvider messages={messages}>
      <Greeting onDraw={onGreetingDraw} />
      <button onClick={() => setCount(count + 1)}>{`Redraw ${count}`}</button>
    </RemoteIntlProvider>
  );
}

it("a remote's texts are not drawn again when the remote redraws in the same language", () => {
  const greetingDrawn = jest.fn();
  render(
    <IntlProvider locale="fr" defaultLocale="en">
      <Remote onGreetingDraw={greetingDrawn} />
    </IntlProvider>,
  );
  expect(screen.getByText('Bonjour')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Redraw 0' }));
  fireEvent.click(screen.getByRole('button', { name: 'Redraw 1' }));
  expect(screen.getByRole('button', { name: 'Redraw 2' })).toBeTruthy();
  expect(greetingDrawn).toHaveBeenCalledTimes(1);
});
