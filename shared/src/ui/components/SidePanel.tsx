import type { ReactNode } from 'react';
import { Card } from './Card';
import { Illustration } from './Illustration';
import './layout.css';

export interface SidePanelProps {
  title: string;
  description: ReactNode;
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
        <p className="ck-muted">{description}</p>
        {children}
      </div>
    </Card>
  );
}
