import '../ui.css';
import './status-badge.css';
import type { ReactNode } from 'react';
import { tooltipProps } from '../tooltip/tooltip-props';

export type StatusBadgeTone = 'success' | 'critical' | 'warning' | 'neutral';

export interface StatusBadgeProps {
  /** The colour family; the text says the status, so colour is never the only sign. */
  tone: StatusBadgeTone;
  /** Read before the status by assistive technology only, e.g. 'Status' → "Status: Active". */
  label?: string;
  /**
   * What the status means, in a sentence: shown as a tooltip on hover and on keyboard focus (the badge
   * then takes focus) and read after the status by assistive technology.
   */
  hint?: string;
  children: ReactNode;
}

/** A short status in a pill (Active, Suspended, Approximate) beside a name or in a column. */
export function StatusBadge({ tone, label, hint, children }: StatusBadgeProps) {
  return (
    <span className={`ui-status-badge ui-status-badge--${tone}`} {...(hint ? { ...tooltipProps<HTMLSpanElement>(hint), tabIndex: 0 } : {})}>
      <span className="ui-status-badge__dot" aria-hidden="true" />
      {label ? <span className="ui-visually-hidden">{`${label}: `}</span> : null}
      {children}
      {hint ? <span className="ui-visually-hidden">{` (${hint})`}</span> : null}
    </span>
  );
}
