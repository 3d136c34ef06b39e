import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { API } from '@ps/contracts/api';
import { errorMessageId } from '@ps/contracts/errors';
import { apiJson } from '@ps/web/api';
import { localizedErrorMessage } from '@ps/web/errors';
import { navigation } from '@ps/web/navigation';
import { notifyAcrossNavigation } from '@ps/web/notify';
import { useText } from '../i18n/use-text';

/**
 * The account goes only with its password, typed here. Deleted, the session is gone with it: the
 * page loads /login and says so; a wrong password keeps the dialog open with the reason.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useText();
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => apiJson('DELETE', API.authUser, { password }),
    onSuccess: () => {
      notifyAcrossNavigation({
        title: t('yourData.delete.done.title'),
        description: t('yourData.delete.done.description'),
        variant: 'success',
      });
      navigation.fullPageNavigate('/login');
    },
    onError: (error) => setProblem(localizedErrorMessage(intl, error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setProblem(intl.formatMessage({ id: errorMessageId('passwordRequired') }));
      return;
    }
    setProblem(null);
    remove.mutate();
  };

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-description"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="delete-account-title">{t('yourData.delete.dialogTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id="delete-account-description">
            {t('yourData.delete.dialogDescription')}
          </DialogContentText>
          <TextField
            type="password"
            label={t('yourData.delete.password')}
            value={password}
            autoComplete="current-password"
            autoFocus
            onChange={(event) => setPassword(event.target.value)}
            error={problem !== null}
            helperText={problem}
            required
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={remove.isPending}>
            {t('yourData.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={remove.isPending}>
            {t('yourData.delete.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
