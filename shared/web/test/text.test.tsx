import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createUseText } from '../src/text';

const catalogue = {
  'demo.greeting': 'Hello {name}',
  'demo.plain': 'Plain',
};
const useText = createUseText<typeof catalogue>();

const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={catalogue}>
    {children}
  </IntlProvider>
);

describe('createUseText: a translator typed by its English catalogue', () => {
  it('says the messages of the catalogue, with their values', () => {
    const { result } = renderHook(() => useText(), { wrapper });
    expect(result.current('demo.plain')).toBe('Plain');
    expect(result.current('demo.greeting', { name: 'Sam' })).toBe('Hello Sam');
  });

  it("isolates a person's own words in the message, each in a <bdi>, the rest as it reads", () => {
    function Greeting() {
      const t = useText();
      return <p>{t.withTheirWords('demo.greeting', { name: '10 push-ups' })}</p>;
    }
    const warnings = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Greeting />, { wrapper });
    // React warns of a list's child without a key: the message is a list of parts.
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^Hello 10 push-ups$/);
    // Its own isolate: laid out in its own direction, whatever the page's is.
    expect(screen.getByText('10 push-ups').tagName).toBe('BDI');
  });

  it('refuses at type-check time an id the English catalogue lacks', () => {
    const { result } = renderHook(() => useText(), { wrapper });
    const t = result.current;
    // Type-checked by `npm run typecheck`: each line below would compile only if the id existed,
    // and then the expect-error directive itself would fail the type check.
    // @ts-expect-error: 'demo.missing' is not in the English catalogue
    const missing = () => t('demo.missing');
    // @ts-expect-error: a typo of 'demo.plain'
    const typo = () => t('demo.plian');
    expect([missing, typo]).toHaveLength(2);
  });
});
