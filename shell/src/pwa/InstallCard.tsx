import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InstallIcon from '@mui/icons-material/InstallDesktop';
import { withdrawInstallOffer, type BeforeInstallPromptEvent } from './install-offer';
import { rememberDismissed } from './install-dismissed';
import { useText } from '../i18n/use-text';

/** The card that offers the installation: 'Get quick access…', with Install and Not now. */
export default function InstallCard({ offer }: { offer: BeforeInstallPromptEvent }) {
  const t = useText();
  return (
    <Paper
      role="dialog"
      aria-labelledby="install-prompt-title"
      elevation={8}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        insetInlineStart: 16,
        bottom: { xs: 88, md: 16 },
        maxWidth: 360,
        width: 'calc(100vw - 32px)',
        p: 2,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <InstallIcon color="primary" aria-hidden />
        <Stack spacing={1} sx={{ flex: 1 }}>
          <Typography id="install-prompt-title" variant="subtitle2" component="h2">
            {t('install.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('install.description')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              onClick={() => {
                rememberDismissed();
                withdrawInstallOffer();
              }}
            >
              {t('install.notNow')}
            </Button>
            <Button
              variant="contained"
              onClick={() => {
                void offer.prompt();
                withdrawInstallOffer();
              }}
            >
              {t('install.install')}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
