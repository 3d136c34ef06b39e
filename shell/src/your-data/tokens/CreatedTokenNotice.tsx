import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import type { CreatedToken } from '@ps/contracts/your-data';
import { notify } from '@ps/web/notify';
import { useText } from '../i18n/use-text';

/**
 * The new token's secret, the only time it is shown: selected for copying, with a copy button
 * and the warning that it cannot be shown again. Focus moves to it as it appears.
 */
export function CreatedTokenNotice({
  created,
  onDismiss,
}: {
  created: CreatedToken;
  onDismiss: () => void;
}) {
  const t = useText();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.select(), []);
  const copy = () =>
    navigator.clipboard.writeText(created.secret).then(
      () => notify({ title: t('yourData.tokens.copied'), variant: 'success' }),
      () => field.current?.select(),
    );
  return (
    <Alert severity="warning" role="region" aria-labelledby="created-token-title">
      <AlertTitle id="created-token-title">{t('yourData.tokens.created.title')}</AlertTitle>
      <Stack spacing={1.5}>
        <span>{t('yourData.tokens.created.warning')}</span>
        <TextField
          inputRef={field}
          label={t('yourData.tokens.secretLabel', { name: created.token.name })}
          value={created.secret}
          size="small"
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, dir: 'ltr', spellCheck: false },
            input: { sx: { fontFamily: 'monospace' } },
          }}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="contained" size="small" startIcon={<CopyIcon />} onClick={copy}>
            {t('yourData.tokens.copy')}
          </Button>
          <Button size="small" onClick={onDismiss}>
            {t('yourData.tokens.dismiss')}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
