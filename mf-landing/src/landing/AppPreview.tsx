import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { DEFAULT_SESSION_SECONDS, RING_LENGTH } from '@ps/contracts/constants';
import type { ReactNode } from 'react';
import { useText, type LandingMessageId } from './use-text';

const REMAINING_SECONDS = 18 * 60 + 42;
const HABITS: readonly { name: LandingMessageId; streak: number; done: boolean }[] = [
  { name: 'landing.preview.habitRead', streak: 12, done: true },
  { name: 'landing.preview.habitRun', streak: 5, done: true },
  { name: 'landing.preview.habitMeditate', streak: 30, done: false },
];
const WEEK_BARS = [45, 70, 55, 90, 65, 100, 80];

function clock(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

function Label({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        marginBlockEnd: 1,
        color: 'text.secondary',
        fontSize: '0.75rem',
        fontWeight: 700,
        textTransform: 'uppercase',
        letterSpacing: '0.06em',
      }}
    >
      {children}
    </Box>
  );
}

const pill = (theme: Theme, color: 'success' | 'error') => ({
  paddingInline: 1,
  paddingBlock: 0.25,
  borderRadius: '999px',
  fontSize: '0.75rem',
  fontWeight: 600,
  whiteSpace: 'nowrap' as const,
  color: theme.palette[color].dark,
  bgcolor: alpha(theme.palette[color].main, 0.1),
});

function FocusRing() {
  const elapsed = 1 - REMAINING_SECONDS / DEFAULT_SESSION_SECONDS;
  return (
    <Box sx={{ position: 'relative', width: 104, height: 104, flexShrink: 0 }}>
      <Box
        component="svg"
        viewBox="0 0 100 100"
        sx={{ width: 1, height: 1, color: 'primary.main' }}
      >
        <circle
          cx="50"
          cy="50"
          r="45"
          fill="none"
          stroke="currentColor"
          strokeOpacity=".14"
          strokeWidth="8"
        />
        <circle
          cx="50"
          cy="50"
          r="45"
          fill="none"
          stroke="currentColor"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={RING_LENGTH * elapsed}
          transform="rotate(-90 50 50)"
        />
      </Box>
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          fontSize: '1.375rem',
          fontWeight: 800,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {clock(REMAINING_SECONDS)}
      </Box>
    </Box>
  );
}

/**
 * A drawn glimpse of a day in the app (focus timer, habits with streaks, a task, the week):
 * decorative, so hidden from assistive technology; the sections below say the same in words.
 */
export function AppPreview() {
  const t = useText();
  return (
    <Box
      aria-hidden="true"
      sx={(theme) => ({
        justifySelf: 'center',
        width: 1,
        maxWidth: 420,
        padding: { xs: 2.5, sm: 3 },
        borderRadius: '20px',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        boxShadow: `0 24px 48px -16px ${alpha(theme.palette.primary.dark, 0.28)}`,
        display: 'grid',
        gap: 2.5,
        fontSize: '0.9375rem',
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5 }}>
        <FocusRing />
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Box sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>{t('landing.preview.focus')}</Box>
          <Box sx={(theme) => pill(theme, 'success')}>{t('landing.preview.blocking')}</Box>
        </Box>
      </Box>
      <Box>
        <Label>{t('landing.preview.habits')}</Label>
        <Box sx={{ display: 'grid', gap: 1 }}>
          {HABITS.map((habit) => (
            <Box key={habit.name} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {habit.done ? (
                <CheckCircleIcon sx={{ color: 'success.main', fontSize: 22 }} />
              ) : (
                <RadioButtonUncheckedIcon sx={{ color: 'text.disabled', fontSize: 22 }} />
              )}
              <Box sx={{ flexGrow: 1 }}>{t(habit.name)}</Box>
              <LocalFireDepartmentIcon sx={{ color: 'warning.main', fontSize: 18 }} />
              <Box sx={{ color: 'text.secondary', fontSize: '0.8125rem', minWidth: '4.5em' }}>
                {t('landing.preview.streak', { days: habit.streak })}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Box>
        <Label>{t('landing.preview.tasks')}</Label>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <RadioButtonUncheckedIcon sx={{ color: 'text.disabled', fontSize: 22 }} />
          <Box sx={{ flexGrow: 1 }}>{t('landing.preview.task')}</Box>
          <Box sx={(theme) => pill(theme, 'error')}>{t('landing.preview.priority')}</Box>
        </Box>
        <Box sx={{ marginInlineStart: '30px', color: 'text.secondary', fontSize: '0.8125rem' }}>
          {t('landing.preview.due')}
        </Box>
      </Box>
      <Box>
        <Label>{t('landing.preview.week')}</Label>
        <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 56 }}>
          {WEEK_BARS.map((height, day) => (
            <Box
              key={day}
              sx={(theme) => ({
                flex: 1,
                height: `${height}%`,
                borderRadius: '4px',
                bgcolor:
                  day === WEEK_BARS.length - 1
                    ? 'primary.main'
                    : alpha(theme.palette.primary.main, 0.3),
              })}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
