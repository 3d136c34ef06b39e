import { frontEndConfig } from '@ps/build/rspack';

export default frontEndConfig({
  name: 'mf-habits',
  dir: __dirname,
  exposes: {
    './HabitsPage': './src/exposes/HabitsPage.tsx',
    './TodayHabitsCard': './src/exposes/TodayHabitsCard.tsx',
    './WeeklyProgressCard': './src/exposes/WeeklyProgressCard.tsx',
  },
});
