import { frontEndConfig } from '@ps/build/rspack';

export default frontEndConfig({
  name: 'mf-progress',
  dir: __dirname,
});
