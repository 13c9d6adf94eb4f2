import { useTranslation } from '@checkout/shared';
import './progress-bar.css';

export interface ProgressBarProps {
  /** Number of segments: 6, or 4 in custom-date mode. */
  total: number;
  /** Segments filled, 1-based. */
  current: number;
  /** The bar is green; by default once every segment is filled. The shell turns it green only on the
   * confirmation, where step 6 of 6 is still a step to do. */
  complete?: boolean;
}

/** The checkout's progress bar; screen readers hear 'Schritt X von Y'. */
export function ProgressBar({ total, current, complete }: ProgressBarProps) {
  const { t } = useTranslation();
  const done = complete ?? current >= total;
  return (
    <div
      className={`ck-progress${done ? ' ck-progress--done' : ''}`}
      data-complete={done}
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
