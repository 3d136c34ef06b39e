import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TooltipOnDemand } from '../src/AnchoredTooltip';

function SkipButton({ phases = [] }: { phases?: string[] }) {
  return (
    <Profiler id="skip" onRender={(_id, phase) => phases.push(phase)}>
      <TooltipOnDemand title="Skip today">
        <button type="button" aria-label="Skip today">
          ⏭
        </button>
      </TooltipOnDemand>
    </Profiler>
  );
}

describe('TooltipOnDemand', () => {
  it('puts the control on the page in one render, with no tooltip until it is wanted', () => {
    const phases: string[] = [];
    render(<SkipButton phases={phases} />);
    expect(screen.getByRole('button', { name: 'Skip today' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(phases).toEqual(['mount']);
  });

  it('names the control while the pointer is over it', async () => {
    const user = userEvent.setup();
    render(<SkipButton />);
    const button = screen.getByRole('button', { name: 'Skip today' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Skip today');
    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('names the control while the keyboard is on it, and keeps the focus there', async () => {
    const user = userEvent.setup();
    render(<SkipButton />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Skip today');
    expect(screen.getByRole('button', { name: 'Skip today' })).toHaveFocus();
  });
});
