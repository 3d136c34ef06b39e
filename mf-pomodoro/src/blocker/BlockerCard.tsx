import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { remoteBasePath } from '@ps/contracts/api';
import { ConnectedBrowsers } from './ConnectedBrowsers';
import type { BlockerStatus } from './use-blocker-connection';

/** The zips mf-pomodoro's build writes beside its bundle. */
const downloadUrl = (browser: 'chromium' | 'firefox') =>
  `${remoteBasePath('mf-pomodoro')}extension/${browser}.zip`;

interface Props {
  status: BlockerStatus;
  error?: string;
  onConnect: () => void;
  /** A browser was disconnected: this one may have been it. */
  onRevoked: () => void;
}

/**
 * Where the blocker extension stands: how to install it when the page hears of none, one click
 * to connect it, and "Blocking in every tab" once it follows this account.
 */
export function BlockerCard({ status, error, onConnect, onRevoked }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pomodoro.blocker.title' });
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {status === 'connected' && (
            <Alert severity="success">
              {intl.formatMessage({ id: 'pomodoro.blocker.connected' })}
            </Alert>
          )}
          {status !== 'checking' && <ConnectedBrowsers onRevoked={onRevoked} />}
          {(status === 'available' || status === 'connecting') && (
            <>
              <Typography variant="body2">
                {intl.formatMessage({ id: 'pomodoro.blocker.available' })}
              </Typography>
              <Button variant="contained" onClick={onConnect} disabled={status === 'connecting'}>
                {intl.formatMessage({ id: 'pomodoro.blocker.connect' })}
              </Button>
            </>
          )}
          {status === 'absent' && <InstallSteps />}
          {error && (
            <Alert severity="error">
              {intl.formatMessage({ id: 'pomodoro.blocker.connectFailed' }, { reason: error })}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function InstallSteps() {
  const intl = useIntl();
  return (
    <>
      <Typography variant="body2">
        {intl.formatMessage({ id: 'pomodoro.blocker.absent' })}
      </Typography>
      <Typography variant="subtitle2" component="h3">
        <Link href={downloadUrl('chromium')} download>
          {intl.formatMessage({ id: 'pomodoro.blocker.download.chromium' })}
        </Link>
      </Typography>
      <Typography variant="body2">
        {intl.formatMessage({ id: 'pomodoro.blocker.steps.chromium' })}
      </Typography>
      <Typography variant="subtitle2" component="h3">
        <Link href={downloadUrl('firefox')} download>
          {intl.formatMessage({ id: 'pomodoro.blocker.download.firefox' })}
        </Link>
      </Typography>
      <Typography variant="body2">
        {intl.formatMessage({ id: 'pomodoro.blocker.steps.firefox' })}
      </Typography>
    </>
  );
}
