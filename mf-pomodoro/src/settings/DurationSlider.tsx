import { useId } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useText } from '../i18n/use-text';

interface Props {
  labelId: 'pomodoro.settings.work' | 'pomodoro.settings.break';
  value: number;
  min: number;
  max: number;
  disabled: boolean;
  onChange: (minutes: number) => void;
}

/** A labelled minutes slider, step 1, its value written beside the label. */
export function DurationSlider({ labelId, value, min, max, disabled, onChange }: Props) {
  const t = useText();
  const id = useId();
  const minutes = (count: number) => t('pomodoro.settings.minutes', { minutes: count });
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={id} variant="body2" sx={{ fontWeight: 600 }}>
          {t(labelId)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {minutes(value)}
        </Typography>
      </Box>
      <Slider
        aria-labelledby={id}
        value={value}
        min={min}
        max={max}
        step={1}
        disabled={disabled}
        valueLabelDisplay="auto"
        getAriaValueText={minutes}
        onChange={(_, next) => onChange(Array.isArray(next) ? next[0]! : next)}
      />
    </Box>
  );
}
