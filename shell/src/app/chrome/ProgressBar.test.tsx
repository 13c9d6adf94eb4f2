// The progress chrome: the step as text for screen readers, the filled segments and the finished state.
import { screen } from '@testing-library/react';
import { renderWithI18n } from '@checkout/dev-kit/testing';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('ProgressBar says the step and turns done on the last one', () => {
    const { container, rerender } = renderWithI18n(<ProgressBar total={6} current={2} />);
    const bar = screen.getByRole('progressbar', { name: 'Fortschritt der Buchung' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Schritt 2 von 6');
    expect(container.querySelectorAll('.ck-progress__segment--filled')).toHaveLength(2);
    expect(bar).not.toHaveClass('ck-progress--done');
    rerender(<ProgressBar total={4} current={4} />);
    expect(screen.getByRole('progressbar')).toHaveClass('ck-progress--done');
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-complete', 'true');
  });

  it('ProgressBar stays unfinished on a full bar until told complete', () => {
    const { rerender } = renderWithI18n(<ProgressBar total={6} current={6} complete={false} />);
    expect(screen.getByRole('progressbar')).not.toHaveClass('ck-progress--done');
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-complete', 'false');
    rerender(<ProgressBar total={6} current={6} complete />);
    expect(screen.getByRole('progressbar')).toHaveClass('ck-progress--done');
  });
});
