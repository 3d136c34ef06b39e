import { screen } from '@testing-library/react';
import { renderWithShell } from '@ps/web/test-utils';
import { TimerRing } from '../src/timer/TimerRing';

function ringOf(total: number) {
  renderWithShell(
    <TimerRing
      remaining={total - 1}
      total={total}
      label="Focus"
      size={260}
      color="#000"
      clockVariant="h2"
    />,
  );
  return screen.getByTestId('timer-ring');
}

describe('the timer ring', () => {
  it('is drawn once a second in a run where a second moves it less than a unit of its box', () => {
    // 25 minutes: a second moves it 283/1500 of a unit, under half a pixel at 260 px.
    expect(ringOf(25 * 60).style.transition).toBe('');
  });

  it('glides from one second to the next in a short run, where a second is a visible step', () => {
    expect(ringOf(60).style.transition).toBe('stroke-dashoffset 0.25s linear');
  });
});
