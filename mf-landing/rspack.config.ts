import { frontEndConfig } from '@ps/build/rspack';

export default frontEndConfig({
  name: 'mf-landing',
  dir: __dirname,
});
