import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstallPrompt } from '../src/pwa/InstallPrompt';
import { listenForInstallOffer, withdrawInstallOffer } from '../src/pwa/install-offer';
import { renderInShell } from './render-app';

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => {}),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => localStorage.clear());
afterEach(() => withdrawInstallOffer());

// The first test is the page's first use: the offer waits for it, and stands after it.
describe('the install prompt', () => {
  it("offers 'Get quick access to your productivity tools' once the page is used, and installs on request", async () => {
    const user = userEvent.setup();
    renderInShell(<InstallPrompt />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const offer = offerInstall();
    expect(offer.defaultPrevented).toBe(true);
    // Not while the page loads: only once the person has started using it.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Tab}');
    expect(
      await screen.findByText('Get quick access to your productivity tools'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(offer.prompt).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('remembers Not now', async () => {
    const user = userEvent.setup();
    const { unmount } = renderInShell(<InstallPrompt />);
    offerInstall();
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    renderInShell(<InstallPrompt />);
    offerInstall();
    expect(
      screen.queryByText('Get quick access to your productivity tools'),
    ).not.toBeInTheDocument();
  });

  it('keeps an offer the browser made before the app started, for the card to show', async () => {
    const user = userEvent.setup();
    listenForInstallOffer();
    const offer = offerInstall();
    expect(offer.defaultPrevented).toBe(true);
    renderInShell(<InstallPrompt />);
    await user.click(await screen.findByRole('button', { name: 'Install' }));
    expect(offer.prompt).toHaveBeenCalled();
  });
});
