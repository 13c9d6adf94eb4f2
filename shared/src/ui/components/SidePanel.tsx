import type { ReactNode } from 'react';
import { Card } from './Card';
import { Illustration } from './Illustration';
import { SafeMarkup } from './SafeMarkup';
import './layout.css';

export interface SidePanelProps {
  title: string;
  /** Markup from the translation table (spec: an HTML description), shown through SafeMarkup's whitelist. */
  description: string;
  /** The panel's button. */
  children: ReactNode;
}

/** A step's side panel in the aside: the 128x118 illustration, a title, a description and an action. */
export function SidePanel({ title, description, children }: SidePanelProps) {
  return (
    <Card variant="highlight">
      <div className="ck-side-panel">
        <Illustration />
        <h2 className="ck-card__title">{title}</h2>
        <SafeMarkup className="ck-muted ck-side-panel__description" html={description} />
        {children}
      </div>
    </Card>
  );
}
