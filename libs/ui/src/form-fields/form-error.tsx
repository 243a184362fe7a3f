import '../ui.css';
import './form-fields.css';
import type { ReactNode } from 'react';

/** An error about a group of fields rather than one (e.g. "at least one location"), announced at once. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="ui-field__error">
      {children}
    </p>
  );
}
