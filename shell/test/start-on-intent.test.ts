import { PRERENDERED_FRAME_ATTRIBUTE, PRERENDERED_LANDING_ATTRIBUTE } from '@ps/contracts/api';
import { holdsPrerenderedLanding, LANDING_MARK } from '../src/app/prerendered-landing';
import { startOnIntent } from '../src/app/start-on-intent';

function page() {
  document.body.innerHTML = `
    <main>
      <p id="text">Read me</p>
      <a id="link" href="/login"><span id="label">Get Started</span></a>
      <button id="menu" type="button">Menu</button>
    </main>`;
  const start = jest.fn();
  startOnIntent(document, start);
  const at = (id: string) => document.getElementById(id)!;
  return { start, at };
}

const fire = (target: Element, type: string) =>
  target.dispatchEvent(new Event(type, { bubbles: true }));

describe('starting the app when the visitor is about to use the page', () => {
  it('does not start while a mouse pointer only passes over text, or the wheel scrolls', () => {
    const { start, at } = page();
    fire(at('text'), 'pointerover');
    fire(at('text'), 'wheel');
    window.dispatchEvent(new Event('scroll'));
    expect(start).not.toHaveBeenCalled();
  });

  it.each([
    ['a pointer over a link', 'label', 'pointerover'],
    ['focus on a link', 'link', 'focusin'],
    ['a touch on a button', 'menu', 'pointerdown'],
    ['a touch anywhere, such as the start of a scroll', 'text', 'pointerdown'],
    ['a click with no pointer before it, as a screen reader sends', 'menu', 'click'],
  ])('starts on %s, once', (_, id, type) => {
    const { start, at } = page();
    fire(at(id), type);
    fire(at('menu'), 'pointerdown');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts on any key, since the keyboard reaches controls without a pointer', () => {
    const { start } = page();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('which prerendered page waits for the visitor', () => {
  it('knows the landing by the mark the gateway puts on it, and a prerendered frame is not one', () => {
    expect(LANDING_MARK).toBe(PRERENDERED_LANDING_ATTRIBUTE);
    const root = document.createElement('div');
    expect(holdsPrerenderedLanding(root)).toBe(false);
    root.innerHTML = `<div ${PRERENDERED_FRAME_ATTRIBUTE}="en"><h1>Welcome back</h1></div>`;
    expect(holdsPrerenderedLanding(root)).toBe(false);
    root.innerHTML = `<div ${PRERENDERED_LANDING_ATTRIBUTE}="en"><h1>Your hub</h1></div>`;
    expect(holdsPrerenderedLanding(root)).toBe(true);
  });
});
