import { memo, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import type { IsoDate } from '@ps/contracts/dates';
import { summarize, type Calendar } from '@ps/contracts/habit-rules';
import type { Completion, Habit } from '@ps/contracts/habits';
import { Link as RouterLink } from '@ps/web/router';
import { CalendarDate } from '../../common/CalendarDate';
import { checkInsOf, planOfHabit } from '@ps/contracts/habit-records';
import { useScheduleText, useStreakText, useTargetText } from '../schedule-text';
import { DragHandle } from './DragHandle';
import { MoveButtons, type Move } from './MoveButtons';
import { ScoreBadge } from './ScoreBadge';
import { StreakRing } from './StreakRing';
import { TodayCheckIn } from './TodayCheckIn';
import { useText } from '../../i18n/use-text';

export interface HabitActions {
  onEdit: (habit: Habit) => void;
  onDelete: (habit: Habit) => void;
  onArchive: (habit: Habit, archived: boolean) => void;
  onMove?: (habit: Habit, move: Move) => void;
}

interface Props extends HabitActions {
  habit: Habit;
  /** This habit's records over the history window. */
  records: Completion[];
  /** How many days the records cover, ending today. */
  windowDays: number;
  calendar: Calendar;
  /** Whether the card is first or last of its list, for the move buttons. */
  first?: boolean;
  last?: boolean;
  /** The pointer handlers of the grip the card is dragged by, when it can be reordered. */
  dragHandlers?: Omit<Parameters<typeof DragHandle>[0], 'name'>;
}

/** The narrowest the name may be beside the card's actions: about two short words. */
const NAME_MIN_WIDTH = '8rem';

/**
 * One habit's card. Drawn again only when its own props change: the page passes the same habit,
 * records and handlers while another card's habit is checked in, and a card is a good part of a
 * phone's work after each tap.
 */
export const HabitCard = memo(function HabitCard(props: Props) {
  const { habit, records, windowDays, calendar, onEdit, onDelete, onArchive, onMove } = props;
  const place = props.first === undefined ? undefined : { first: props.first, last: !!props.last };
  const { dragHandlers } = props;
  const t = useText();
  const scheduleText = useScheduleText();
  const targetText = useTargetText();
  const streakText = useStreakText();
  const today: IsoDate = calendar.today;
  // Computed again only when this habit's records or settings change, not with every other card.
  const summary = useMemo(
    () => summarize(checkInsOf(records), planOfHabit(habit, today, windowDays), calendar),
    [records, habit, today, windowDays, calendar],
  );
  const todayRecord = records.find((record) => record.completedAt === today);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {/* The name keeps room for its words: when the card is too narrow for it beside the
            actions, the actions go to a line of their own below it rather than the name
            breaking inside a word. */}
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          {dragHandlers && <DragHandle name={habit.name} {...dragHandlers} />}
          <Box sx={{ flex: `1 1 ${NAME_MIN_WIDTH}`, minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              <Link
                component={RouterLink}
                to={`/habits/${habit.id}`}
                underline="hover"
                color="inherit"
              >
                <bdi>{habit.name}</bdi>
              </Link>
            </Typography>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
              <Chip size="small" label={scheduleText(habit.schedule)} />
              {habit.target && (
                <Chip size="small" variant="outlined" label={targetText(habit.target)} />
              )}
            </Stack>
          </Box>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ marginInlineStart: 'auto' }}>
            {onMove && place && (
              <MoveButtons name={habit.name} place={place} onMove={(move) => onMove(habit, move)} />
            )}
            <IconButton
              aria-label={t('habits.card.edit', { name: habit.name })}
              onClick={() => onEdit(habit)}
              size="small"
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={t(habit.archived ? 'habits.card.unarchive' : 'habits.card.archive', {
                name: habit.name,
              })}
              onClick={() => onArchive(habit, !habit.archived)}
              size="small"
            >
              {habit.archived ? (
                <UnarchiveOutlinedIcon fontSize="small" />
              ) : (
                <ArchiveOutlinedIcon fontSize="small" />
              )}
            </IconButton>
            <IconButton
              aria-label={t('habits.card.delete', { name: habit.name })}
              onClick={() => onDelete(habit)}
              size="small"
              color="error"
            >
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Stack>
        </Stack>
        {habit.description && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{habit.description}</bdi>
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 'auto' }}>
          <StreakRing streak={summary.currentStreak} unit={summary.unit} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {t('habits.streak.label')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {streakText(summary.currentStreak, summary.unit)}
            </Typography>
            <ScoreBadge score={summary.score} change={summary.scoreChange} />
            <Typography variant="caption" color="text.secondary" component="p">
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
      {!habit.archived && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <TodayCheckIn habit={habit} record={todayRecord} today={today} />
        </CardActions>
      )}
    </Card>
  );
});
