import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { notify } from '@ps/web/notify';
import { useNotificationPermission } from '../notifications/use-notification-permission';
import { useText } from '../i18n/use-text';

interface Props {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}

/**
 * The Push Notifications switch and its permission flows: switching on asks
 * the browser when it has not been asked yet; a refusal is the browser's to undo, so the
 * 'Enable in Browser' button explains where.
 */
export function NotificationsSetting({ enabled, onChange }: Props) {
  const t = useText();
  const { permission, request } = useNotificationPermission();
  const toast = (
    key:
      | 'notificationsEnabled'
      | 'notificationsDenied'
      | 'notificationsUnsupported'
      | 'enableNotifications',
    variant: 'success' | 'destructive' | 'info',
  ) =>
    notify({
      title: t(`pomodoro.toast.${key}.title`),
      description: t(`pomodoro.toast.${key}.description`),
      variant,
    });

  const toggle = async (checked: boolean) => {
    if (!checked) {
      onChange(false);
      return;
    }
    if (permission === 'unsupported') return toast('notificationsUnsupported', 'info');
    if (permission === 'denied') return toast('notificationsDenied', 'destructive');
    if (permission === 'granted') return onChange(true);
    const answer = await request();
    if (answer === 'granted') {
      onChange(true);
      toast('notificationsEnabled', 'success');
    } else {
      toast('notificationsDenied', 'destructive');
    }
  };

  const on = enabled && permission === 'granted';
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={on} onChange={(_, checked) => void toggle(checked)} />}
        label={t('pomodoro.settings.notifications')}
      />
      {on && (
        <Typography variant="body2" color="text.secondary" sx={{ paddingInlineStart: 6 }}>
          {t('pomodoro.settings.notificationsHelp')}
        </Typography>
      )}
      {permission === 'unsupported' && (
        <Typography variant="body2" color="text.secondary" sx={{ paddingInlineStart: 6 }}>
          {t('pomodoro.settings.notificationsUnsupported')}
        </Typography>
      )}
      {permission === 'denied' && (
        <Box
          sx={{
            paddingInlineStart: 6,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('pomodoro.settings.notificationsBlocked')}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            onClick={() => toast('enableNotifications', 'info')}
          >
            {t('pomodoro.settings.enableInBrowser')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
