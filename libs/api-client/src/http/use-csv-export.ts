import { useCallback, useRef, useState } from 'react';
import type { AxiosRequestConfig } from 'axios';
import { announceFailure } from './announce';
import { downloadOptions, exportFileName, readableError, saveFile } from './csv-export';

/** A generated export operation with the list's parameters bound, e.g. `(options) => exportRestaurants(params, options)`. */
export type CsvExportRequest = (options: AxiosRequestConfig) => Promise<unknown>;

export interface CsvExportOptions {
  /** The toast when the server gives no reason, e.g. 'Failed to export Restaurants'. */
  failure: string;
  /** The file name's words if the API's header cannot be read, e.g. 'restaurants'. */
  fileWords: string;
}

/** What the kit's ExportButton takes. */
export interface CsvExport {
  exporting: boolean;
  /** The bytes received so far, for a long export's progress. */
  received: number;
  onExport: () => void;
}

/**
 * A list's CSV export through the page's API client (its session's token), saved under the API's file
 * name; a failure shows the server's message in a toast. The request is read when the export starts,
 * so it exports what the list's filters select then.
 */
export function useCsvExport(request: CsvExportRequest, { failure, fileWords }: CsvExportOptions): CsvExport {
  const [exporting, setExporting] = useState(false);
  const [received, setReceived] = useState(0);
  const latest = useRef({ request, failure, fileWords });
  latest.current = { request, failure, fileWords };
  const running = useRef(false);

  const onExport = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setExporting(true);
    setReceived(0);
    const { request: call, failure: failed, fileWords: words } = latest.current;
    const download = downloadOptions(setReceived);
    void call(download.options)
      .then((file) => saveFile(file as Blob, exportFileName(download.disposition(), words)))
      .catch(async (error: unknown) => announceFailure(await readableError(error), failed))
      .finally(() => {
        running.current = false;
        setExporting(false);
      });
  }, []);

  return { exporting, received, onExport };
}
