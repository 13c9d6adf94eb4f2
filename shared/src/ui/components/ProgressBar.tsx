import { useTranslation } from 'react-i18next';
import './layout.css';

export interface ProgressBarProps {
  /** Number of segments: 6, or 4 in custom-date mode. */
  total: number;
  /** Segments filled, 1-based; equal to total on the last step, which turns the bar green. */
  current: number;
}

/** The checkout's progress bar; screen readers hear 'Schritt X von Y'. */
export function ProgressBar({ total, current }: ProgressBarProps) {
  const { t } = useTranslation();
  const done = current >= total;
  return (
    <div
      className={`ck-progress${done ? ' ck-progress--done' : ''}`}
      role="progressbar"
      aria-label={t('chrome.progressLabel')}
      aria-valuemin={1}
      aria-valuemax={total}
      aria-valuenow={Math.min(current, total)}
      aria-valuetext={t('chrome.progress', { current: Math.min(current, total), total })}
    >
      {Array.from({ length: total }, (_, i) => (
        <span
          key={i}
          className={`ck-progress__segment${i < current ? ' ck-progress__segment--filled' : ''}`}
        />
      ))}
    </div>
  );
}
