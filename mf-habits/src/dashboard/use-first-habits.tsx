import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { DASHBOARD_HABITS_SHOWN } from '@ps/contracts/constants';
import { useText } from '../i18n/use-text';

/**
 * The first DASHBOARD_HABITS_SHOWN of a dashboard card's habits, and the Show all / Show fewer
 * button that lists the rest in place (null when they all fit). A year-old account's twenty
 * habits made each habit card several screens long on a phone. A button never hides a single
 * habit: its line would take the room the habit needs.
 */
export function useFirstHabits<T>(habits: T[]): { shown: T[]; toggle: ReactNode } {
  const t = useText();
  const [showAll, setShowAll] = useState(false);
  if (habits.length <= DASHBOARD_HABITS_SHOWN + 1) return { shown: habits, toggle: null };
  return {
    shown: showAll ? habits : habits.slice(0, DASHBOARD_HABITS_SHOWN),
    toggle: (
      <Button size="small" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
        {showAll
          ? t('habits.dashboard.showFewer')
          : t('habits.dashboard.showAll', { count: habits.length })}
      </Button>
    ),
  };
}
