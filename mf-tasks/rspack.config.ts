import { frontEndConfig } from '@ps/build/rspack';

export default frontEndConfig({
  name: 'mf-tasks',
  dir: __dirname,
});
