import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import SettingsIcon from '@mui/icons-material/Settings';
import ShieldIcon from '@mui/icons-material/Shield';
import { PageHeading } from '@ps/web/PageHeading';
import { useText } from '../i18n/use-text';

interface Props {
  /** Undefined until today's sessions are known: the line waits rather than say 0. */
  sessionsToday: number | undefined;
  focusModeActive: boolean;
  blockedCount: number;
  settingsOpen: boolean;
  settingsId: string;
  onToggleSettings: () => void;
}

export function PageHeader(props: Props) {
  const intl = useIntl();
  const t = useText();
  return (
    <PageHeading
      title={t('pomodoro.title')}
      subtitle={
        props.sessionsToday === undefined ? (
          <Skeleton width="20ch" />
        ) : (
          t('pomodoro.sessionsToday', { count: props.sessionsToday })
        )
      }
      actions={
        <>
          {props.focusModeActive && (
            <Chip
              icon={<ShieldIcon />}
              color="warning"
              label={`${t('pomodoro.focusMode')} · ${intl.formatNumber(props.blockedCount)}`}
              aria-label={t('pomodoro.focusMode.label', { count: props.blockedCount })}
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
            {t('pomodoro.settings.toggle')}
          </Button>
        </>
      }
    />
  );
}
