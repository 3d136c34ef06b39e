import { frontEndConfig } from '@ps/build/rspack';

export default frontEndConfig({
  name: 'mf-tasks',
  dir: __dirname,
  exposes: {
    './TasksPage': './src/exposes/TasksPage.tsx',
    './TodayTasksCard': './src/exposes/TodayTasksCard.tsx',
    './AddTaskDialog': './src/exposes/AddTaskDialog.tsx',
  },
});
