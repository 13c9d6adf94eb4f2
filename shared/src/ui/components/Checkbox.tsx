import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { CheckIcon } from './icons';
import './form-controls.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  id?: string;
}

/** A native checkbox with a large hit area and a custom box. */
export function Checkbox({ label, description, error, id, className, required, ...rest }: CheckboxProps) {
  const ownId = useId();
  const inputId = id ?? `check-${ownId}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={['ck-check', error && 'ck-check--error', className].filter(Boolean).join(' ')}>
      <input
        type="checkbox"
        id={inputId}
        className="ck-check__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        required={required}
        {...rest}
      />
      <label htmlFor={inputId} className="ck-check__label">
        <span className="ck-check__box" aria-hidden="true">
          <CheckIcon size={16} strokeWidth={3} />
        </span>
        <span className="ck-check__text">
          {label}
          {required && (
            <span className="ck-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
          {description && <span className="ck-check__description">{description}</span>}
        </span>
      </label>
      {error && (
        <p className="ck-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
