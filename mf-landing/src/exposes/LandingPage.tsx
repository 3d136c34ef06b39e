import { RemoteIntlProvider } from '@ps/web/intl';
import { landingMessages } from '../i18n/messages';
import { Landing } from '../landing/Landing';

/** The landing page the shell shows at `/` to signed-out visitors. */
export default function LandingPage() {
  return (
    <RemoteIntlProvider messages={landingMessages}>
      <Landing />
    </RemoteIntlProvider>
  );
}
