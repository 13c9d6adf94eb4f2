import type { ReactNode } from 'react';
import './layout.css';

export interface StepHeadingProps {
  children: ReactNode;
  /** Lead paragraph under the heading. */
  lead?: ReactNode;
}

/** A step's one h1; tabIndex -1 lets the shell move focus to it on every step change. */
export function StepHeading({ children, lead }: StepHeadingProps) {
  return (
    <header className="ck-step-heading">
      <h1 className="ck-step-heading__title" tabIndex={-1}>
        {children}
      </h1>
      {lead && <p className="ck-step-heading__lead">{lead}</p>}
    </header>
  );
}
