// In the browser (jsdom), where emotion's caches meet the style block a prerendered page carries.
import createCache from '@emotion/cache';
import { styleBlock } from '@ps/web/prerender';

it("emotion's default cache leaves a prerendered page's style block where it is; the app's cache adopts its rules", () => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root">${styleBlock('mui', 'a1 b2', '.mui-a1{color:red}')}<h1 class="mui-a1">Habits</h1></div>`;
  const block = document.querySelector('style[data-emotion]')!;

  // Made as @emotion/react loads: it moves every server-drawn block it does not see marked.
  createCache({ key: 'css' });
  expect(block.parentElement?.id).toBe('root');

  const app = createCache({ key: 'mui' });
  expect(app.inserted).toMatchObject({ a1: true, b2: true });
});
