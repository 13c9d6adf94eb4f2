// The progress bar (6 segments, 4 in custom-date mode, green on the last step) and 'step X of Y'.
import { useTranslation } from 'react-i18next';
import type { ChromeModel } from './chrome-model';

export function ProgressIndicator({ chrome }: { chrome: ChromeModel }) {
  const { t } = useTranslation();
  const { progress, stepOf } = chrome;
  if (!progress) return null;
  return (
    <div className="checkout-progress">
      <div
        className={`checkout-progress__bar${progress.complete ? ' checkout-progress__bar--complete' : ''}`}
        role="progressbar"
        aria-label={t('chrome.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={progress.segments}
        aria-valuenow={progress.filled}
        data-complete={progress.complete}
      >
        {Array.from({ length: progress.segments }, (_, index) => (
          <span
            key={index}
            className={`checkout-progress__segment${index < progress.filled ? ' checkout-progress__segment--filled' : ''}`}
          />
        ))}
      </div>
      {stepOf && (
        <p className="checkout-progress__text">
          {t('chrome.progress', { current: stepOf.current, total: stepOf.total })}
        </p>
      )}
    </div>
  );
}
