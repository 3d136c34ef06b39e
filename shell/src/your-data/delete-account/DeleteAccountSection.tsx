import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteForeverOutlined';
import { useText } from '../i18n/use-text';
import { YourDataSection } from '../YourDataSection';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/**
 * The danger zone: deleting the account and everything in it. The demo account has nothing to
 * delete: its sandbox is removed when the visitor signs out.
 */
export function DeleteAccountSection({ isDemo }: { isDemo: boolean }) {
  const t = useText();
  const [confirming, setConfirming] = useState(false);
  return (
    <YourDataSection
      id="delete-account"
      title={t('yourData.delete.title')}
      description={t('yourData.delete.description')}
      danger
    >
      {isDemo ? (
        <Typography variant="body2">{t('yourData.delete.demo')}</Typography>
      ) : (
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteIcon />}
          onClick={() => setConfirming(true)}
          sx={{ justifySelf: 'start' }}
        >
          {t('yourData.delete.open')}
        </Button>
      )}
      {confirming ? <DeleteAccountDialog onClose={() => setConfirming(false)} /> : null}
    </YourDataSection>
  );
}
