import { screen } from '@testing-library/react';
import { planOfHabit } from '@ps/contracts/habit-records';
import { habitWindowStats } from '@ps/contracts/progress';
import { RemoteIntlProvider } from '@ps/web/intl';
import { renderWithShell } from '@ps/web/test-utils';
import { progressMessages } from '../src/i18n/messages';
import { HabitProgressCard } from '../src/progress/HabitProgressCard';
import { habit, today } from './fixtures';

function renderCard(ratePercent: number) {
  const stretch = habit(1, 'Stretch');
  const calendar = { today, weekStart: 'monday' as const };
  const stats = habitWindowStats([], planOfHabit(stretch, today, 366), calendar);
  const progress = { habit: stretch, ...stats, ratePercent };
  return renderWithShell(
    <RemoteIntlProvider catalogue={progressMessages}>
      <HabitProgressCard progress={progress} />
    </RemoteIntlProvider>,
  );
}

describe('the habit card badge', () => {
  it.each([
    [69, 'false'],
    [70, 'true'],
    [100, 'true'],
    [0, 'false'],
  ])('at %i %% is highlighted: %s', (rate, highlighted) => {
    renderCard(rate);
    expect(screen.getByText(`Completion rate ${rate}%`)).toBeInTheDocument();
    const badge = screen.getByText(`${rate}%`).closest('.MuiChip-root');
    expect(badge).toHaveAttribute('data-highlighted', highlighted);
    expect(badge?.classList.contains('MuiChip-colorSuccess')).toBe(highlighted === 'true');
  });

  it('says a streak of one day in the singular and zero in the plural', () => {
    renderCard(0);
    expect(screen.getByText('0 day streak')).toBeInTheDocument();
    expect(screen.getByText('0/30 days')).toBeInTheDocument();
    expect(screen.getByText('Daily')).toBeInTheDocument();
  });
});
