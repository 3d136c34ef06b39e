import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppThemeProvider, prepareDirection } from '../src/theme';
import { PageTabs } from '../src/PageTabs';

const TABS = ['habits', 'tasks', 'focus'] as const;
type Name = (typeof TABS)[number];

function Page({ language = 'en' }: { language?: 'en' | 'ar' }) {
  const [value, setValue] = useState<Name>('habits');
  return (
    <AppThemeProvider language={language}>
      <div dir={language === 'ar' ? 'rtl' : 'ltr'}>
        <button type="button">Before</button>
        <PageTabs
          aria-label="Progress"
          value={value}
          onChange={setValue}
          tabs={TABS.map((name) => ({
            value: name,
            label: name.toUpperCase(),
            id: `tab-${name}`,
            controls: `panel-${name}`,
          }))}
        />
        <div role="tabpanel" id={`panel-${value}`} aria-labelledby={`tab-${value}`}>
          {value} panel
        </div>
        <button type="button">After</button>
      </div>
    </AppThemeProvider>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('PageTabs: a row of tabs as a screen reader and a keyboard expect it', () => {
  it('names the list and marks the chosen tab, which names its panel', async () => {
    render(<Page />);
    expect(screen.getByRole('tablist', { name: 'Progress' })).toBeInTheDocument();
    expect(tab('HABITS')).toHaveAttribute('aria-selected', 'true');
    expect(tab('TASKS')).toHaveAttribute('aria-selected', 'false');
    expect(tab('TASKS')).toHaveAttribute('aria-controls', 'panel-tasks');
    await userEvent.click(tab('TASKS'));
    expect(tab('TASKS')).toHaveAttribute('aria-selected', 'true');
    expect(tab('HABITS')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'TASKS' })).toHaveTextContent('tasks panel');
  });

  it('lets Tab reach the chosen tab only; the arrows, Home and End move along; Enter chooses', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    await user.tab();
    expect(tab('HABITS')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('TASKS')).toHaveFocus();
    // Moving does not choose: the panel stays until Enter.
    expect(tab('HABITS')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('TASKS')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('FOCUS')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('HABITS')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('FOCUS')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('HABITS')).toHaveFocus();
    // Leaving the list, then coming back, lands on the chosen tab.
    await user.keyboard('{End}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(tab('TASKS')).toHaveFocus();
  });

  it('swaps the arrows in a right-to-left page: left goes to the next tab', async () => {
    const user = userEvent.setup();
    // The page's right-to-left styling arrives first, as a browser downloads it.
    await prepareDirection('ar');
    render(<Page language="ar" />);
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(tab('TASKS')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('HABITS')).toHaveFocus();
  });
});
