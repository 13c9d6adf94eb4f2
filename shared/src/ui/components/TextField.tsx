import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
// A widget (@checkout/shared/widgets, an entry point of its own): the kernel's contexts and parts come from the
// kernel's singleton by its name, never by a relative path, which would give the widget a copy of its own.
import { CheckIcon, useTranslation } from '@checkout/shared';
import './form-controls.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Message shown under the field (already translated); marks the field invalid. */
  error?: string;
  /** Shows the valid tick (after the field was left with a valid value). */
  valid?: boolean;
  hint?: ReactNode;
  /** Renders a textarea instead of an input. */
  multiline?: boolean;
  id?: string;
}

/** A labelled text input with error and valid states wired for screen readers. */
export function TextField({
  label,
  error,
  valid = false,
  hint,
  required,
  multiline = false,
  id,
  className,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = id ?? `field-${ownId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    className: 'ck-field__input',
  };
  return (
    <div
      className={['ck-field', error && 'ck-field--error', valid && !error && 'ck-field--valid', className]
        .filter(Boolean)
        .join(' ')}
    >
      <label className="ck-field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="ck-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="ck-field__optional"> ({t('common.optional')})</span>
        )}
      </label>
      {hint && (
        <p className="ck-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="ck-field__control">
        {multiline ? (
          <textarea {...shared} rows={5} {...(rest as unknown as InputHTMLAttributes<HTMLTextAreaElement>)} />
        ) : (
          <input {...shared} required={required} {...rest} />
        )}
        {valid && !error && (
          <span className="ck-field__tick" title={t('common.valid')}>
            <CheckIcon size={18} />
            <span className="ck-visually-hidden">{t('common.valid')}</span>
          </span>
        )}
      </div>
      {error && (
        <p className="ck-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
