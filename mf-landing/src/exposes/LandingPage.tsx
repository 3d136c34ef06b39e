import { RemoteIntlProvider } from '@ps/web/intl';
import { landingMessages } from '../i18n/messages';
import { Landing } from '../landing/Landing';

export { loadTexts } from '../i18n/messages';

/** The landing page the shell shows at `/` to signed-out visitors. */
export default function LandingPage() {
  return (
    <RemoteIntlProvider catalogue={landingMessages}>
      <Landing />
    </RemoteIntlProvider>
  );
}
