import { remotePageFirstView } from '@ps/web/prerender';
import PomodoroPage from '../src/exposes/PomodoroPage';

/** The page's first view, as a document: the HTML every signed-in person is sent. */
function firstView(): Document {
  return new DOMParser().parseFromString(
    remotePageFirstView('en', '/pomodoro', PomodoroPage),
    'text/html',
  );
}

const shown = (element: Element | null) => {
  for (let node = element; node; node = node.parentElement) {
    if ((node as HTMLElement).style?.visibility === 'hidden') return false;
  }
  return element !== null;
};

describe("the Pomodoro page's first view", () => {
  it("draws the page but none of the values that are the person's own", () => {
    const view = firstView();
    expect(shown(view.querySelector('h1'))).toBe(true);
    expect(view.querySelector('h1')?.textContent).toBe('Pomodoro Timer');
    // Their timer's length, its state and their day: in place, not shown.
    const hiddenTexts = [
      '25:00',
      'Work (25 minutes)',
      'Break (5 minutes)',
      '25 min',
      'Focus Session',
    ];
    for (const text of hiddenTexts) {
      // The innermost element holding the text (descendants come after their ancestors).
      const holder = [...view.querySelectorAll('span, h2, button')]
        .reverse()
        .find((element) => element.textContent === text);
      expect(holder).toBeDefined();
      expect([text, shown(holder!)]).toEqual([text, false]);
    }
    expect(view.body.textContent).not.toMatch(/sessions? completed today/);
    expect(view.body.textContent).not.toContain('No sessions completed today');
  });
});
