import type { ButtonHTMLAttributes, ReactNode } from 'react';
// A widget (@checkout/shared/widgets, an entry point of its own): the kernel's contexts and parts come from the
// kernel's singleton by its name, never by a relative path, which would give the widget a copy of its own.
import { Spinner } from '@checkout/shared';
import './form-controls.css';

export interface PillProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-pressed'> {
  /** Selected state, exposed as aria-pressed. */
  pressed: boolean;
  /** Still resolving (e.g. a date's availability): busy and not pressable. */
  loading?: boolean;
  children: ReactNode;
}

/** A toggle button shaped as a pill: date pills, hours, months, filter chips. */
export function Pill({ pressed, loading = false, disabled, className, children, ...rest }: PillProps) {
  return (
    <button
      type="button"
      className={['ck-pill', pressed && 'ck-pill--pressed', className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      {...rest}
    >
      {loading && <Spinner size={14} />}
      {children}
    </button>
  );
}

/** Alias in the spec's words: a toggle button is a pill. */
export const ToggleButton = Pill;
