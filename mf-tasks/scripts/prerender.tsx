/** After the build: the Tasks page's first view (its header, its list loading) per language. */
import path from 'node:path';
import { writeFirstViews } from '@ps/web/prerender';
import TasksPage from '../src/exposes/TasksPage';

writeFirstViews(path.join(__dirname, '..', 'dist'), 'TasksPage', '/tasks', TasksPage);
