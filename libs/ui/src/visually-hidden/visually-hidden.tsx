import '../ui.css';
import type { ReactNode } from 'react';

/** Text for screen readers only: a column header over icons, a label beside an icon. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="ui-visually-hidden">{children}</span>;
}
