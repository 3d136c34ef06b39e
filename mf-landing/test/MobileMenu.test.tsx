import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderLanding } from './render-landing';

// The whole page renders in every test; a busy machine needs more than jest's 5 s.
jest.setTimeout(30_000);

/**
 * The menu is a popover the browser opens, closes and dismisses (Escape, a tap outside) by itself;
 * jsdom has no popovers, so these tests play the browser's part with the `toggle` event. The
 * browser suite (shared/e2e/landing.spec.ts) runs the real thing.
 */
function toggle() {
  return screen.getByRole('button', { name: 'Menu' });
}

function mobileMenu(): HTMLElement {
  return document.getElementById(toggle().getAttribute('aria-controls') ?? '')!;
}

function browserToggles(menu: HTMLElement, newState: 'open' | 'closed') {
  act(() => {
    menu.dispatchEvent(Object.assign(new Event('toggle'), { newState }));
  });
}

describe('the mobile menu', () => {
  it('is a popover the toggle opens without script', () => {
    renderLanding();
    const menu = mobileMenu();
    expect(toggle()).toHaveAttribute('popovertarget', menu.id);
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu.tagName).toBe('NAV');
    expect(menu).toHaveAccessibleName('Main');
  });

  it("shows the menu's state on the toggle once the app follows it", () => {
    renderLanding();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    browserToggles(mobileMenu(), 'open');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    browserToggles(mobileMenu(), 'closed');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when one of its links is followed', async () => {
    renderLanding();
    const menu = mobileMenu();
    menu.hidePopover = jest.fn(() => browserToggles(menu, 'closed'));
    browserToggles(menu, 'open');
    await userEvent.click(menu.querySelector('a[href="#pricing"]') as HTMLElement);
    expect(menu.hidePopover).toHaveBeenCalledTimes(1);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
