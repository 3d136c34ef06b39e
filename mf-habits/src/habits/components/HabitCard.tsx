import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { IsoDate } from '@ps/contracts/dates';
import type { Habit } from '@ps/contracts/habits';
import { currentStreak } from '@ps/contracts/streaks';
import { CalendarDate } from '../../common/CalendarDate';
import { DoneTodayButton } from './DoneTodayButton';
import { StreakRing, streakLabel } from './StreakRing';

interface Props {
  habit: Habit;
  /** This habit's completion dates over the history window. */
  completions: IsoDate[];
  today: IsoDate;
  onEdit: (habit: Habit) => void;
  onDelete: (habit: Habit) => void;
}

export function HabitCard({ habit, completions, today, onEdit, onDelete }: Props) {
  const intl = useIntl();
  const streak = currentStreak(completions, today, habit.frequency);
  const doneToday = completions.includes(today);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {habit.name}
            </Typography>
            <Chip
              size="small"
              label={intl.formatMessage({ id: `habits.frequency.${habit.frequency}` })}
              sx={{ mt: 0.5 }}
            />
          </Box>
          <IconButton
            aria-label={intl.formatMessage({ id: 'habits.card.edit' }, { name: habit.name })}
            onClick={() => onEdit(habit)}
            size="small"
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={intl.formatMessage({ id: 'habits.card.delete' }, { name: habit.name })}
            onClick={() => onDelete(habit)}
            size="small"
            color="error"
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Stack>
        {habit.description && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {habit.description}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 'auto' }}>
          <StreakRing streak={streak} frequency={habit.frequency} />
          <Box>
            <Typography variant="body2" color="text.secondary">
              {intl.formatMessage({ id: 'habits.streak.label' })}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {streakLabel(intl.formatMessage, streak, habit.frequency)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              <FormattedMessage
                id="habits.card.startDate"
                values={{
                  date: <CalendarDate key="date" date={habit.startDate} dateStyle="medium" />,
                }}
              />
            </Typography>
          </Box>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <DoneTodayButton habitId={habit.id} doneToday={doneToday} today={today} />
      </CardActions>
    </Card>
  );
}
