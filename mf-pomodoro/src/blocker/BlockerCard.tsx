import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { remoteBasePath } from '@ps/contracts/api';
import { ConnectedBrowsers } from './ConnectedBrowsers';
import { useBlocker } from './blocker-connection-context';
import { useText } from '../i18n/use-text';

/** The zips mf-pomodoro's build writes beside its bundle. */
const downloadUrl = (browser: 'chromium' | 'firefox') =>
  `${remoteBasePath('mf-pomodoro')}extension/${browser}.zip`;

/**
 * Where the blocker extension stands: how to install it when the page hears of none, one click
 * to connect it, and "Blocking in every tab" once it follows this account.
 */
export function BlockerCard() {
  const t = useText();
  const title = t('pomodoro.blocker.title');
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <BlockerConnection />
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The connection itself, on the card and in the timer settings: connect, the browsers that
 * follow this account (each can be disconnected), and the install steps unless `withoutInstall`.
 */
export function BlockerConnection({ withoutInstall = false }: { withoutInstall?: boolean }) {
  const t = useText();
  // recheck: a browser was disconnected, and this one may have been it.
  const { status, error, connect, recheck } = useBlocker();
  return (
    <>
      {status === 'connected' && (
        <Alert severity="success">{t('pomodoro.blocker.connected')}</Alert>
      )}
      {status !== 'checking' && <ConnectedBrowsers onRevoked={recheck} />}
      {(status === 'available' || status === 'connecting') && (
        <>
          <Typography variant="body2">{t('pomodoro.blocker.available')}</Typography>
          <Button variant="contained" onClick={connect} disabled={status === 'connecting'}>
            {t('pomodoro.blocker.connect')}
          </Button>
        </>
      )}
      {status === 'absent' && !withoutInstall && <InstallSteps />}
      {error && (
        <Alert severity="error">{t('pomodoro.blocker.connectFailed', { reason: error })}</Alert>
      )}
    </>
  );
}

function InstallSteps() {
  const t = useText();
  return (
    <>
      <Typography variant="body2">{t('pomodoro.blocker.absent')}</Typography>
      <Typography variant="subtitle2" component="h3">
        <Link href={downloadUrl('chromium')} download>
          {t('pomodoro.blocker.download.chromium')}
        </Link>
      </Typography>
      <Typography variant="body2">{t('pomodoro.blocker.steps.chromium')}</Typography>
      <Typography variant="subtitle2" component="h3">
        <Link href={downloadUrl('firefox')} download>
          {t('pomodoro.blocker.download.firefox')}
        </Link>
      </Typography>
      <Typography variant="body2">{t('pomodoro.blocker.steps.firefox')}</Typography>
    </>
  );
}
