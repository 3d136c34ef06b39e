import Typography from '@mui/material/Typography';
import { useText } from '../i18n/use-text';

/** The real change since yesterday ("+2 from yesterday"), rather than a fixed '+12%'. */
export function ChangeLine({
  change,
  format,
}: {
  change: number;
  format: (change: number) => string;
}) {
  const t = useText();
  return (
    <Typography
      variant="caption"
      sx={{ color: change > 0 ? 'success.dark' : 'text.secondary', fontWeight: 600 }}
    >
      {change === 0
        ? t('progress.statsRow.sameAsYesterday')
        : t('progress.statsRow.changeFromYesterday', { change: format(change) })}
    </Typography>
  );
}

/** The line's place while the figures load: an empty line of the same type, as tall as it. */
export function ChangeLinePlaceholder() {
  return (
    <Typography variant="caption" aria-hidden="true">
      {'\u00a0'}
    </Typography>
  );
}
