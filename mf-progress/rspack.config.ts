import { frontEndConfig } from '@ps/build/rspack';

export default frontEndConfig({
  name: 'mf-progress',
  dir: __dirname,
  exposes: {
    './ProgressPage': './src/exposes/ProgressPage.tsx',
    './StatsRow': './src/exposes/StatsRow.tsx',
  },
});
