import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { addSite, removeSite } from '@ps/contracts/blocked-sites';
import { useText } from '../i18n/use-text';

interface Props {
  id: string;
  sites: readonly string[];
  onChange: (sites: string[]) => void;
}

/** Entries are trimmed; blank and duplicate ones are ignored; the add button is off when blank. */
export function BlockedSitesEditor({ id, sites, onChange }: Props) {
  const t = useText();
  const [draft, setDraft] = useState('');
  const blank = draft.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    onChange(addSite(sites, draft));
    setDraft('');
  };

  return (
    <Box id={id} sx={{ mt: 1, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {t('pomodoro.sites.title')}
      </Typography>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          fullWidth
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('pomodoro.sites.placeholder')}
          slotProps={{
            htmlInput: {
              'aria-label': t('pomodoro.sites.input'),
              dir: 'ltr',
              inputMode: 'url',
              autoCapitalize: 'none',
              spellCheck: false,
            },
          }}
        />
        <IconButton
          type="submit"
          color="primary"
          disabled={blank}
          aria-label={t('pomodoro.sites.add')}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <AddIcon />
        </IconButton>
      </Box>
      {sites.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('pomodoro.sites.empty')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, p: 0, mt: 1.5, mb: 0, listStyle: 'none' }}
        >
          {sites.map((site) => (
            <Box
              component="li"
              key={site}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                paddingInlineStart: 1.5,
                paddingInlineEnd: 0.25,
                borderRadius: 999,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
              }}
            >
              <Typography variant="body2" component="bdi">
                {site}
              </Typography>
              <IconButton
                size="small"
                aria-label={t('pomodoro.sites.remove', { site })}
                onClick={() => onChange(removeSite(sites, site))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {t('pomodoro.sites.explanation')}
      </Typography>
    </Box>
  );
}
