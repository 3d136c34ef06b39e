import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from '@ps/web/router';
import { FullPageSpinner } from '../app/FullPageSpinner';
import { YOUR_DATA_PATH } from '../layout/nav-entries';
import { useFirstViewsOfTheOpenedPageOnly } from '../remotes/first-views';
import { HomeRoute } from './HomeRoute';
import ProtectedPage from './ProtectedPage';

// The signed-in frame comes with the app's code (the landing starts it only when a visitor
// reaches for a control); the other pages are loaded on demand, to keep the first load small.
const LoginPage = lazy(() => import('../login/LoginPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const YourDataPage = lazy(() => import('../your-data/YourDataPage'));

/** The route table: public /, /login and the signed-in pages, each a remote's module. */
export function AppRoutes() {
  useFirstViewsOfTheOpenedPageOnly(useLocation().pathname);
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/habits" element={<ProtectedPage remote="mf-habits" module="HabitsPage" />} />
        <Route
          path="/habits/:id"
          element={<ProtectedPage remote="mf-habits" module="HabitPage" />}
        />
        <Route path="/tasks" element={<ProtectedPage remote="mf-tasks" module="TasksPage" />} />
        <Route
          path="/pomodoro"
          element={<ProtectedPage remote="mf-pomodoro" module="PomodoroPage" />}
        />
        <Route
          path="/progress"
          element={<ProtectedPage remote="mf-progress" module="ProgressPage" />}
        />
        <Route path={YOUR_DATA_PATH} element={<YourDataPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
