// The common frame of the shell's own screens (error, offline, not found, session expired).
import type { ReactNode } from 'react';

export interface MessagePageProps {
  tone: 'error' | 'info';
  title: string;
  lead?: string;
  children?: ReactNode;
}

export function MessagePage({ tone, title, lead, children }: MessagePageProps) {
  return (
    <section className={`message-page message-page--${tone}`}>
      <h1 className="message-page__title">{title}</h1>
      {lead && <p className="message-page__lead">{lead}</p>}
      {children}
    </section>
  );
}

export function RestartButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="message-page__action" onClick={onClick}>
      {label}
    </button>
  );
}
