// Whole-page screens the shell places in its content area: error, offline, session expired, not found.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Button } from '../components/Button';
import { AlertIcon, CalendarIcon, InfoIcon } from '../components/icons';
import { StepHeading } from '../components/StepHeading';
import '../components/layout.css';

interface ScreenFrameProps {
  tone: 'info' | 'error';
  icon: ReactNode;
  title: string;
  lead?: string;
  text?: string;
  children?: ReactNode;
}

function ScreenFrame({ tone, icon, title, lead, text, children }: ScreenFrameProps) {
  return (
    <section className={`ck-screen ck-screen--${tone}`}>
      <span className="ck-screen__icon" aria-hidden="true">
        {icon}
      </span>
      <StepHeading lead={lead}>{title}</StepHeading>
      {text && <p className="ck-screen__text">{text}</p>}
      {children && <div className="ck-screen__actions">{children}</div>}
    </section>
  );
}

export interface ErrorScreenProps {
  /** Restart the booking (init). */
  onRestart?: () => void;
  /** 'confirmation' after a failed reservation (spec section 8), 'general' otherwise. */
  variant?: 'confirmation' | 'general';
}

export function ErrorScreen({ onRestart, variant = 'confirmation' }: ErrorScreenProps) {
  const { t } = useTranslation();
  const confirmation = variant === 'confirmation';
  return (
    <ScreenFrame
      tone="error"
      icon={<AlertIcon size={32} />}
      title={t(confirmation ? 'error.confirmation.title' : 'error.title')}
      lead={t(confirmation ? 'error.confirmation.lead' : 'error.lead')}
      text={confirmation ? t('error.confirmation.text') : undefined}
    >
      {onRestart && <Button onClick={onRestart}>{t('error.restart')}</Button>}
    </ScreenFrame>
  );
}

export function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <ScreenFrame
      tone="info"
      icon={<InfoIcon size={32} />}
      title={t('offline.title')}
      lead={t('offline.text')}
    />
  );
}

export function SessionExpiredScreen({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation();
  return (
    <ScreenFrame
      tone="info"
      icon={<CalendarIcon size={32} />}
      title={t('sessionExpired.title')}
      lead={t('sessionExpired.text')}
    >
      <Button onClick={onRestart}>{t('sessionExpired.restart')}</Button>
    </ScreenFrame>
  );
}

export function NotFoundScreen({ onHome }: { onHome?: () => void }) {
  const { t } = useTranslation();
  return (
    <ScreenFrame
      tone="info"
      icon={<InfoIcon size={32} />}
      title={t('notFound.title')}
      lead={t('notFound.text')}
    >
      {onHome && <Button onClick={onHome}>{t('notFound.action')}</Button>}
    </ScreenFrame>
  );
}
