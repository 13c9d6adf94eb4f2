import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './form-controls.css';

export interface RadioCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'title'> {
  name: string;
  value: string;
  title: ReactNode;
  lead?: ReactNode;
  icon?: ReactNode;
  id?: string;
}

/** A native radio rendered as a selectable card (advice mode, gender, duration). */
export function RadioCard({ title, lead, icon, id, className, ...rest }: RadioCardProps) {
  const ownId = useId();
  const inputId = id ?? `radio-${ownId}`;
  const leadId = `${inputId}-lead`;
  const titleId = `${inputId}-title`;
  return (
    <div className={['ck-radio-card', className].filter(Boolean).join(' ')}>
      <input
        type="radio"
        id={inputId}
        className="ck-radio-card__input"
        aria-labelledby={titleId}
        aria-describedby={lead ? leadId : undefined}
        {...rest}
      />
      <label htmlFor={inputId} className="ck-radio-card__label">
        <span className="ck-radio-card__dot" aria-hidden="true" />
        {icon && <span className="ck-radio-card__icon">{icon}</span>}
        <span className="ck-radio-card__text">
          <span className="ck-radio-card__title" id={titleId}>
            {title}
          </span>
          {lead && (
            <span className="ck-radio-card__lead" id={leadId}>
              {lead}
            </span>
          )}
        </span>
      </label>
    </div>
  );
}

export interface RadioGroupProps {
  legend: ReactNode;
  children: ReactNode;
  /** Lays the options out in a row from tablet width on (short options). */
  inline?: boolean;
  error?: string;
  /** Hides the legend visually (the step heading already says it). */
  hideLegend?: boolean;
}

/** A fieldset with legend around radio cards or checkboxes. */
export function ChoiceGroup({
  legend,
  children,
  inline = false,
  error,
  hideLegend = false,
}: RadioGroupProps) {
  return (
    <fieldset className={`ck-choice-group${inline ? ' ck-choice-group--inline' : ''}`}>
      <legend className={hideLegend ? 'ck-visually-hidden' : 'ck-choice-group__legend'}>{legend}</legend>
      <div className="ck-choice-group__options">{children}</div>
      {error && (
        <p className="ck-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
