import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportResult } from '@ps/contracts/your-data';
import { useText } from '../i18n/use-text';
import { countLines, totalOf } from './import-counts';

interface Props {
  fileName: string;
  preview: ImportResult;
  importing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * What a file would add, shown before anything is written: where it comes from, how many records
 * of each kind are new, and its habits by name, each marked new or already here. Focus moves to
 * its heading so a screen reader reads it at once.
 */
export function ImportPreview({ fileName, preview, importing, onConfirm, onCancel }: Props) {
  const t = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const alreadyPresent = totalOf(preview.alreadyPresent);
  return (
    <Box
      role="region"
      aria-labelledby="import-preview-heading"
      sx={{ display: 'grid', gap: 1.5, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Typography
        id="import-preview-heading"
        ref={heading}
        tabIndex={-1}
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, outline: 'none' }}
      >
        {t('yourData.import.previewTitle')}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('yourData.import.fileFrom', {
          file: fileName,
          source: t(`yourData.import.source.${preview.source}`),
        })}
      </Typography>
      <AddedCounts preview={preview} />
      {alreadyPresent > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('yourData.import.alreadyPresent', { count: alreadyPresent })}
        </Typography>
      ) : null}
      <HabitsInFile habits={preview.habits} />
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onConfirm} loading={importing}>
          {t('yourData.import.confirm')}
        </Button>
        <Button onClick={onCancel} disabled={importing}>
          {t('yourData.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}

function AddedCounts({ preview }: { preview: ImportResult }) {
  const t = useText();
  if (totalOf(preview.added) === 0) {
    return <Typography variant="body2">{t('yourData.import.nothingNew')}</Typography>;
  }
  return (
    <Box>
      <Typography id="import-added-heading" variant="body2" sx={{ fontWeight: 600 }}>
        {t('yourData.import.willAdd')}
      </Typography>
      <Box component="ul" aria-labelledby="import-added-heading" sx={{ m: 0, ps: 3 }}>
        {countLines(t, preview.added).map((line) => (
          <Typography component="li" variant="body2" key={line}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function HabitsInFile({ habits }: { habits: ImportResult['habits'] }) {
  const t = useText();
  if (habits.length === 0) return null;
  return (
    <Box>
      <Typography id="import-habits-heading" variant="body2" sx={{ fontWeight: 600 }}>
        {t('yourData.import.habitsHeading')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="import-habits-heading"
        sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 280, overflowY: 'auto' }}
      >
        {habits.map((habit, index) => (
          <Box
            component="li"
            key={`${index}-${habit.name}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, flexWrap: 'wrap' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              <bdi>{habit.name}</bdi>
            </Typography>
            <Chip
              size="small"
              color={habit.isNew ? 'success' : 'default'}
              label={t(habit.isNew ? 'yourData.import.habitNew' : 'yourData.import.habitExisting')}
            />
            <Typography variant="caption" color="text.secondary">
              {t('yourData.import.habitCheckIns', { count: habit.checkIns })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
