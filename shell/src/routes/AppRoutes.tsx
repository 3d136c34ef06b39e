import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '../app/FullPageSpinner';
import { HomeRoute } from './HomeRoute';

// Everything but the landing route is loaded on demand, to keep the first load small.
const LoginPage = lazy(() => import('../login/LoginPage'));
const ProtectedPage = lazy(() => import('./ProtectedPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** The route table of spec section 2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/habits" element={<ProtectedPage remote="mf-habits" module="HabitsPage" />} />
        <Route path="/tasks" element={<ProtectedPage remote="mf-tasks" module="TasksPage" />} />
        <Route
          path="/pomodoro"
          element={<ProtectedPage remote="mf-pomodoro" module="PomodoroPage" />}
        />
        <Route
          path="/progress"
          element={<ProtectedPage remote="mf-progress" module="ProgressPage" />}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
