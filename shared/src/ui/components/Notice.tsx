import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';
import './feedback.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

export interface NoticeProps {
  tone?: NoticeTone;
  title?: string;
  children?: ReactNode;
  /** Announce when it appears (errors and messages that follow an action). */
  live?: boolean;
}

/** A message block; errors use role=alert so they are announced at once. */
export function Notice({ tone = 'info', title, children, live = tone === 'error' }: NoticeProps) {
  const Icon = tone === 'success' ? CheckIcon : tone === 'info' ? InfoIcon : AlertIcon;
  const role = live ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div className={`ck-notice ck-notice--${tone}`} role={role}>
      <Icon className="ck-notice__icon" size={22} />
      <div className="ck-notice__body">
        {title && <p className="ck-notice__title">{title}</p>}
        {children && <div className="ck-notice__text">{children}</div>}
      </div>
    </div>
  );
}
