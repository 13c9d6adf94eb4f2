import type { HTMLAttributes, ReactNode } from 'react';
import './layout.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title inside the step (h2 by default). */
  headingLevel?: 2 | 3;
  variant?: 'plain' | 'highlight' | 'selected';
  as?: 'section' | 'article' | 'aside' | 'div';
  footer?: ReactNode;
}

/** A white surface grouping one part of a step. */
export function Card({
  title,
  headingLevel = 2,
  variant = 'plain',
  as: Tag = 'section',
  footer,
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Tag className={['ck-card', `ck-card--${variant}`, className].filter(Boolean).join(' ')} {...rest}>
      {title && <Heading className="ck-card__title">{title}</Heading>}
      {children}
      {footer && <div className="ck-card__footer">{footer}</div>}
    </Tag>
  );
}
