import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderLanding } from './render-landing';

// The whole page renders in every test; a busy machine needs more than jest's 5 s.
jest.setTimeout(30_000);

function toggle() {
  return screen.getByRole('button', { name: 'Menu' });
}

function mobileMenu() {
  return document.getElementById(toggle().getAttribute('aria-controls') ?? '');
}

describe('the mobile menu toggle', () => {
  it('opens and closes the menu it controls', async () => {
    renderLanding();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();

    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(mobileMenu()).toBeVisible();

    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    renderLanding();
    await userEvent.click(toggle());
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes when one of its links is followed', async () => {
    renderLanding();
    await userEvent.click(toggle());
    const menu = mobileMenu() as HTMLElement;
    await userEvent.click(menu.querySelector('a[href="#pricing"]') as HTMLElement);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
