import { frontEndConfig } from '@ps/build/rspack';

export default frontEndConfig({
  name: 'mf-pomodoro',
  dir: __dirname,
  // focus-blocker.js goes to dist as it is; the gateway serves it at /focus-blocker.js.
  publicDir: 'public',
});
