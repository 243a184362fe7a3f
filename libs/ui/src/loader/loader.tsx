import '../ui.css';
/** A loading placeholder that screen readers announce (spec §2: shown while screens load). */
export function Loader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="ui-loader" role="status" aria-live="polite">
      <span className="ui-loader__spinner" aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </div>
  );
}
