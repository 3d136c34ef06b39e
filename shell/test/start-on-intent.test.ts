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
