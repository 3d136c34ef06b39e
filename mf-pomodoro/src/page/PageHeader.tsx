import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import SettingsIcon from '@mui/icons-material/Settings';
import ShieldIcon from '@mui/icons-material/Shield';
import { PageHeading } from '@ps/web/PageHeading';

interface Props {
  sessionsToday: number;
  focusModeActive: boolean;
  blockedCount: number;
  settingsOpen: boolean;
  settingsId: string;
  onToggleSettings: () => void;
}

export function PageHeader(props: Props) {
  const intl = useIntl();
  return (
    <PageHeading
      title={intl.formatMessage({ id: 'pomodoro.title' })}
      subtitle={intl.formatMessage(
        { id: 'pomodoro.sessionsToday' },
        { count: props.sessionsToday },
      )}
      actions={
        <>
          {props.focusModeActive && (
            <Chip
              icon={<ShieldIcon />}
              color="warning"
              label={`${intl.formatMessage({ id: 'pomodoro.focusMode' })} · ${intl.formatNumber(props.blockedCount)}`}
              aria-label={intl.formatMessage(
                { id: 'pomodoro.focusMode.label' },
                { count: props.blockedCount },
              )}
            />
          )}
          <Button
            variant="outlined"
            startIcon={<SettingsIcon />}
            aria-expanded={props.settingsOpen}
            aria-controls={props.settingsId}
            onClick={props.onToggleSettings}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {intl.formatMessage({ id: 'pomodoro.settings.toggle' })}
          </Button>
        </>
      }
    />
  );
}
