import '../ui.css';
import './button.css';
import type { ComponentPropsWithRef, ReactNode } from 'react';

/** `danger-outline`: a destructive action beside others in a row (Remove Item by Ignore), red without shouting. */
export type ButtonVariant = 'default' | 'primary' | 'danger' | 'danger-outline' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** Work is under way: the button is disabled and says so (aria-busy), showing `busyLabel` if given. */
  busy?: boolean;
  /** What the button says while busy, e.g. 'Submitting...'. */
  busyLabel?: ReactNode;
}

/**
 * The console's text button. `type` defaults to "button": a plain button inside a form must not
 * submit it by accident; a submit button says `type="submit"`. A `className` adds layout only.
 */
export function Button({
  variant = 'default',
  busy = false,
  busyLabel,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button {...rest} type={type} className={buttonClassName(variant, className)} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}

function buttonClassName(variant: ButtonVariant, extra: string | undefined) {
  const classes = ['ui-button'];
  if (variant !== 'default') classes.push(`ui-button--${variant}`);
  if (extra) classes.push(extra);
  return classes.join(' ');
}
