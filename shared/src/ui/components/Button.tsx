import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Loader';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, marks the button busy and blocks further clicks (e.g. while booking). */
  loading?: boolean;
  /** Stretches to the container's width (phone footers). */
  fullWidth?: boolean;
  icon?: ReactNode;
  iconPosition?: 'start' | 'end';
}

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  icon,
  iconPosition = 'start',
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['ck-button', `ck-button--${variant}`, fullWidth && 'ck-button--full', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={18} /> : iconPosition === 'start' && icon}
      <span className="ck-button__label">{children}</span>
      {!loading && iconPosition === 'end' && icon}
    </button>
  );
}
