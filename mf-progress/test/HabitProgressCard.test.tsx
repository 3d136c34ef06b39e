import { forwardRef, type ComponentProps } from 'react';
import { screen } from '@testing-library/react';
import { planOfHabit } from '@ps/contracts/habit-records';
import { habitWindowStats } from '@ps/contracts/progress';
import { RemoteIntlProvider } from '@ps/web/intl';
import { renderWithShell } from '@ps/web/test-utils';
import { progressMessages } from '../src/i18n/messages';
import { HabitProgressCard } from '../src/progress/HabitProgressCard';
import { habit, today } from './fixtures';

// Each drawing of a habit's card draws its Card: counted here.
const cardDrawn = jest.fn();
jest.mock('@mui/material/Card', () => {
  const { default: Card } =
    jest.requireActual<typeof import('@mui/material/Card')>('@mui/material/Card');
  const CountedCard = forwardRef<HTMLDivElement, ComponentProps<typeof Card>>((props, ref) => {
    cardDrawn();
    return <Card ref={ref} {...props} />;
  });
  return { __esModule: true, default: CountedCard };
});

/** A habit's figures, as the page works them out, at `ratePercent`. */
function figuresAt(ratePercent: number) {
  const stretch = habit(1, 'Stretch');
  const calendar = { today, weekStart: 'monday' as const };
  const stats = habitWindowStats([], planOfHabit(stretch, today, 366), calendar);
  return { habit: stretch, ...stats, ratePercent };
}

const cardOf = (progress: ReturnType<typeof figuresAt>) => (
  <RemoteIntlProvider catalogue={progressMessages}>
    <HabitProgressCard progress={progress} />
  </RemoteIntlProvider>
);

const renderCard = (ratePercent: number) => renderWithShell(cardOf(figuresAt(ratePercent)));

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

describe('the habit card on a page drawn again', () => {
  it('is not drawn again for the same figures', () => {
    const figures = figuresAt(40);
    const { rerender } = renderWithShell(cardOf(figures));
    cardDrawn.mockClear();
    // The page drawn again as another read answers: the habit's figures are the same object.
    rerender(cardOf(figures));
    expect(cardDrawn).not.toHaveBeenCalled();
    // New figures (worked out again): drawn again, showing them.
    rerender(cardOf({ ...figures, ratePercent: 80 }));
    expect(cardDrawn).toHaveBeenCalled();
    expect(screen.getByText('Completion rate 80%')).toBeInTheDocument();
  });
});
