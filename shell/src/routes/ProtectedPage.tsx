import type { ExposedModule, RemoteName } from '@ps/web/remotes';
import { RequireUser } from '../auth/RequireUser';
import { AppLayout } from '../layout/AppLayout';
import { RemoteSlot } from '../remotes/RemoteSlot';

/** A signed-in page whose content is a remote's page module inside the app layout. */
export default function ProtectedPage<R extends RemoteName>({
  remote,
  module,
}: {
  remote: R;
  module: ExposedModule;
}) {
  return (
    <RequireUser>
      <AppLayout>
        <RemoteSlot remote={remote} module={module} minHeight={320} />
      </AppLayout>
    </RequireUser>
  );
}
