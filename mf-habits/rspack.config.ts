import { frontEndConfig } from '@ps/build/rspack';

export default frontEndConfig({
  name: 'mf-habits',
  dir: __dirname,
});
