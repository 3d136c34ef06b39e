import type { ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { visuallyHidden } from '@ps/web/visually-hidden';
import { useText } from '../i18n/use-text';

/** This app's JSON export, or a Loop Habit Tracker backup (a SQLite file). */
const ACCEPTED = '.json,application/json,.db,.sqlite,.sqlite3,application/x-sqlite3';

/**
 * "Choose a file": a real file input, labelled by the button that shows it, so the keyboard
 * reaches it and the focus ring is drawn on the button. Choosing the same file again works too.
 */
export function ImportFilePicker({
  disabled,
  onChoose,
}: {
  disabled: boolean;
  onChoose: (file: File) => void;
}) {
  const t = useText();
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <Button
      component="label"
      variant="outlined"
      startIcon={<UploadIcon />}
      disabled={disabled}
      sx={{
        justifySelf: 'start',
        '&:has(input:focus-visible)': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      {t('yourData.import.choose')}
      <input
        type="file"
        accept={ACCEPTED}
        onChange={chosen}
        disabled={disabled}
        style={visuallyHidden}
      />
    </Button>
  );
}
