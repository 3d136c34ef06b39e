import { AppLayout } from '../layout/AppLayout';
import { DashboardPage } from '../dashboard/DashboardPage';

/** `/` signed in: the dashboard in the app's frame. */
export default function SignedInHome() {
  return (
    <AppLayout>
      <DashboardPage />
    </AppLayout>
  );
}
