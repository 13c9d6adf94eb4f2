import { useTranslation } from '../../i18n/react';
import './feedback.css';

/** The spinning ring alone (inside buttons and pills); decorative. */
export function Spinner({ size = 24 }: { size?: number }) {
  return <span className="ck-spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}

export interface LoaderProps {
  /** Announced to screen readers and shown beside the spinner; defaults to 'Wird geladen …'. */
  label?: string;
  /** Shows the label visibly, not only to screen readers. */
  showLabel?: boolean;
}

/** A loading indicator inside a polite live region, so the wait is announced once. */
export function Loader({ label, showLabel = false }: LoaderProps) {
  const { t } = useTranslation();
  const text = label ?? t('common.loading');
  return (
    <div className="ck-loader" role="status" aria-live="polite">
      <Spinner size={32} />
      <span className={showLabel ? 'ck-loader__label' : 'ck-visually-hidden'}>{text}</span>
    </div>
  );
}
