import '../ui.css';
import './form-fields.css';
import { useId, type ReactNode } from 'react';

/**
 * The ids and error state of one labelled field: its error shows (and is announced with the field,
 * through aria-describedby) once the field has been touched (spec §5).
 */
export function useFieldFeedback(meta: { touched: boolean; error?: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : null;
  return { id, errorId, error, invalid: error !== null, describedBy: error ? errorId : undefined };
}

export interface FieldFrameProps {
  /** The id of the control the label names. */
  htmlFor: string;
  label: string;
  errorId: string;
  error: string | null;
  className?: string;
  /**
   * The error is a polite live region: for a control that can point at it only by aria-errormessage
   * (react-select takes no aria-describedby), which assistive technology reads from a live region.
   */
  liveError?: boolean;
  children: ReactNode;
}

/** The frame every form field shares: the label above the control, the error under it. */
export function FieldFrame({ htmlFor, label, errorId, error, className, liveError = false, children }: FieldFrameProps) {
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      <label htmlFor={htmlFor} className="ui-field__label">
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId} className="ui-field__error" aria-live={liveError ? 'polite' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
