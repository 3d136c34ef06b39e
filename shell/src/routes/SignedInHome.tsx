import { AppLayout } from '../layout/AppLayout';
import { DashboardPage } from '../dashboard/DashboardPage';

/** Loaded only for signed-in visitors, so the landing page's first load stays small. */
export default function SignedInHome() {
  return (
    <AppLayout>
      <DashboardPage />
    </AppLayout>
  );
}
