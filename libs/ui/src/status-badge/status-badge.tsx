import '../ui.css';
import './status-badge.css';
import type { ReactNode } from 'react';

export type StatusBadgeTone = 'success' | 'critical' | 'neutral';

export interface StatusBadgeProps {
  /** The colour family; the text says the status, so colour is never the only sign. */
  tone: StatusBadgeTone;
  /** Read before the status by assistive technology only, e.g. 'Status' → "Status: Active". */
  label?: string;
  children: ReactNode;
}

/** A short status in a pill (Active, Suspended) beside a name or in a column. */
export function StatusBadge({ tone, label, children }: StatusBadgeProps) {
  return (
    <span className={`ui-status-badge ui-status-badge--${tone}`}>
      <span className="ui-status-badge__dot" aria-hidden="true" />
      {label ? <span className="ui-visually-hidden">{`${label}: `}</span> : null}
      {children}
    </span>
  );
}
