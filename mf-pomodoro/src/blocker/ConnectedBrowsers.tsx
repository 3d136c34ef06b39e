import { useIntl } from 'react-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRead } from '@ps/web/use-read';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { API, blockerDevicePath } from '@ps/contracts/api';
import { blockerDeviceListSchema } from '@ps/contracts/blocker';
import { apiJson } from '@ps/web/api';
import { useChangeErrorHandler } from '@ps/web/errors';
import { useText } from '../i18n/use-text';

const devicesKey = [API.blockerDevices] as const;

/**
 * The browsers whose blocker follows this account, each with a way to disconnect it: its token
 * stops working at once and it stops blocking within a couple of seconds.
 */
export function ConnectedBrowsers({ onRevoked }: { onRevoked: () => void }) {
  const intl = useIntl();
  const t = useText();
  const client = useQueryClient();
  const onError = useChangeErrorHandler();
  const devices = useRead({
    queryKey: devicesKey,
    queryFn: async () => blockerDeviceListSchema.parse(await apiJson('GET', API.blockerDevices)),
  });
  const revoke = useMutation({
    mutationFn: (id: number) => apiJson('DELETE', blockerDevicePath(id)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: devicesKey });
      onRevoked();
    },
    onError,
  });
  if (!devices.data?.length) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {t('pomodoro.blocker.devices')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {devices.data.map((device) => (
          <Stack
            component="li"
            key={device.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Typography variant="body2">
              {t('pomodoro.blocker.device', {
                date: intl.formatDate(device.createdAt, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </Typography>
            <Button size="small" onClick={() => revoke.mutate(device.id)}>
              {t('pomodoro.blocker.disconnect')}
            </Button>
          </Stack>
        ))}
      </Stack>
    </>
  );
}
