import '../ui.css';
import './icon-button.css';
import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Icon, type IconName } from '../icon/icon';
import { tooltipProps } from '../tooltip/tooltip-props';

export type IconButtonVariant = 'default' | 'primary';

interface IconActionProps {
  /** The accessible name (aria-label): an icon alone says nothing to a screen reader. */
  label: string;
  icon: IconName;
  variant?: IconButtonVariant;
  /** The icon's size in pixels. */
  iconSize?: number;
}

export interface IconButtonProps extends IconActionProps, Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** Work is under way: the button is disabled and says so (aria-busy). */
  busy?: boolean;
}

/**
 * A button that shows only an icon; `label` is its name, and its visible tooltip on hover and on
 * keyboard focus (not a second name: the tooltip is out of the accessibility tree). `type` defaults to
 * "button".
 */
export function IconButton({
  label,
  icon,
  variant = 'default',
  iconSize,
  busy = false,
  type = 'button',
  disabled,
  className,
  onPointerEnter,
  onFocus,
  onBlur,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      {...tooltipProps(label, { onPointerEnter, onFocus, onBlur })}
      type={type}
      className={iconButtonClassName(variant, className)}
      aria-label={label}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      <Icon name={icon} size={iconSize} />
    </button>
  );
}

export type IconLinkProps = IconActionProps & Omit<LinkProps, 'children' | 'aria-label'>;

/** A router link that looks like an IconButton (a back arrow): it navigates, so it stays a link. */
export function IconLink({
  label,
  icon,
  variant = 'default',
  iconSize,
  className,
  onPointerEnter,
  onFocus,
  onBlur,
  ...rest
}: IconLinkProps) {
  return (
    <Link
      {...rest}
      {...tooltipProps(label, { onPointerEnter, onFocus, onBlur })}
      className={iconButtonClassName(variant, className)}
      aria-label={label}
    >
      <Icon name={icon} size={iconSize} />
    </Link>
  );
}

function iconButtonClassName(variant: IconButtonVariant, extra: string | undefined) {
  const classes = ['ui-icon-button'];
  if (variant !== 'default') classes.push(`ui-icon-button--${variant}`);
  if (extra) classes.push(extra);
  return classes.join(' ');
}
