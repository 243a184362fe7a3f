import { useCallback, useState } from 'react';
import { announceFailure, loadApiHttp, type ExportActivityEventsParams } from '@console/api-client';

/** The contract's exportActivityEvents: the same filters as the list, every event, as CSV. */
const EXPORT_PATH = '/admin/activity/export-events';

/**
 * The file name the API gives (Content-Disposition), else the one it gives (activity-YYYY-MM-DD.csv,
 * its UTC day): a browser reads the header only where the API exposes it to the console's origin.
 */
export function exportFileName(disposition: string | undefined, now = new Date()) {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : plain;
  return name ? name.replace(/[\\/]/g, '_') : `activity-${now.toISOString().slice(0, 10)}.csv`;
}

/** A failed download's body is a Blob: read it, so the toast can say the server's sentence. */
async function readableError(error: unknown) {
  const response = (error as { response?: { data?: unknown } }).response;
  if (response && typeof Blob !== 'undefined' && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text());
    } catch {
      response.data = undefined;
    }
  }
  return error;
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; a moment later it may go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The CSV export of the filtered events through the page's API client (its session's token), saved
 * under the API's file name. `received` counts the bytes so far, so a long export shows it is moving.
 */
export function useActivityExport() {
  const [exporting, setExporting] = useState(false);
  const [received, setReceived] = useState(0);

  const exportCsv = useCallback(async (params: ExportActivityEventsParams) => {
    setExporting(true);
    setReceived(0);
    try {
      const http = await loadApiHttp();
      const response = await http.get<Blob>(EXPORT_PATH, {
        params,
        responseType: 'blob',
        onDownloadProgress: (progress) => setReceived(progress.loaded),
      });
      const disposition = response.headers['content-disposition'];
      saveFile(response.data, exportFileName(typeof disposition === 'string' ? disposition : undefined));
      return true;
    } catch (error) {
      announceFailure(await readableError(error), 'Failed to export Activity');
      return false;
    } finally {
      setExporting(false);
    }
  }, []);

  return { exporting, received, exportCsv };
}
