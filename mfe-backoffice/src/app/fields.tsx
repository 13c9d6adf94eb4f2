// Form controls the kit has no component for (a select), drawn with the kit's field styles like its TextField, and
// the back office's own fields built on the kit's.
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '@checkout/shared';
import { TextField } from '@checkout/shared/widgets';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled select (marked as the kit's fields are when required); its error and hint are tied to it for screen readers. */
export function SelectField({ label, error, hint, children, className, ...rest }: SelectFieldProps) {
  const id = `select-${useId()}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={['ck-field', error && 'ck-field--error', className].filter(Boolean).join(' ')}>
      <label className="ck-field__label" htmlFor={id}>
        {label}
        {rest.required && (
          <span className="ck-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p className="ck-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="ck-field__control">
        <select
          id={id}
          className="ck-field__input bo-select"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
        >
          {children}
        </select>
      </div>
      {error && (
        <p className="ck-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A staff member's reason for time off or a one-off exception: required, and its hint says the branch's team sees it
 * and the audit trail keeps it, so no health details (decision 0058).
 */
export function StaffReasonField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      hint={t('backoffice.staffReasonHint')}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
