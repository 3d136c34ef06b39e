import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import type { RemoteName } from '@ps/web/remotes';
import { useText } from '../i18n/use-text';

/** What a slot shows when its remote cannot load: a short note and a retry, never fake content. */
export function UnavailablePanel({
  remote,
  module,
  onRetry,
}: {
  remote: RemoteName;
  module: string;
  onRetry: () => void;
}) {
  const t = useText();
  return (
    <Paper
      variant="outlined"
      role="status"
      data-testid="remote-unavailable"
      data-remote={`${remote}/${module}`}
      sx={{
        p: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
        borderStyle: 'dashed',
        color: 'text.secondary',
      }}
    >
      <CloudOffIcon aria-hidden />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 160 }}>
        {t('web.remote.unavailable')}
      </Typography>
      <Button size="small" variant="outlined" onClick={onRetry}>
        {t('web.remote.retry')}
      </Button>
    </Paper>
  );
}
