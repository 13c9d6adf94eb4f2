import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ChevronRightIcon } from './icons';
import './layout.css';

export interface ChoiceButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title'> {
  title: ReactNode;
  lead?: ReactNode;
  icon?: ReactNode;
}

/** A large button presenting one of a step's main choices (step 1: destination or general advice). */
export function ChoiceButton({ title, lead, icon, className, ...rest }: ChoiceButtonProps) {
  return (
    <button type="button" className={['ck-choice-button', className].filter(Boolean).join(' ')} {...rest}>
      {icon && <span className="ck-choice-button__icon">{icon}</span>}
      <span className="ck-choice-button__text">
        <span className="ck-choice-button__title">{title}</span>
        {lead && <span className="ck-choice-button__lead">{lead}</span>}
      </span>
      <ChevronRightIcon />
    </button>
  );
}
