import type { AxiosRequestConfig } from 'axios';

/**
 * The file name the API gives (Content-Disposition), else `<words>-YYYY-MM-DD.csv` (the API's own form,
 * its UTC day): a browser reads the header only where the API exposes it to the console's origin.
 */
export function exportFileName(disposition: string | undefined, words: string, now = new Date()) {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : plain;
  return name ? name.replace(/[\\/]/g, '_') : `${words}-${now.toISOString().slice(0, 10)}.csv`;
}

/** A Blob's text, through FileReader, which every browser (and the tests' jsdom) has. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(blob);
  });

/** A failed download's body is a Blob: read it, so the toast can say the server's sentence. */
export async function readableError(error: unknown) {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  if (response && typeof Blob !== 'undefined' && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await textOf(response.data));
    } catch {
      response.data = undefined;
    }
  }
  return error;
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(file: Blob, name: string) {
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
 * The options that make a generated export call a download: the body as a Blob, the bytes so far
 * reported, and the response's headers kept (the generated call resolves to the body alone; a
 * response transformer sees the headers too, and leaves the body as it is).
 */
export function downloadOptions(onProgress: (bytes: number) => void) {
  let disposition: string | undefined;
  const options: AxiosRequestConfig = {
    responseType: 'blob',
    onDownloadProgress: (progress) => onProgress(progress.loaded),
    transformResponse: [
      (data: unknown, headers) => {
        const header: unknown = headers?.['content-disposition'];
        disposition = typeof header === 'string' ? header : undefined;
        return data;
      },
    ],
  };
  return { options, disposition: () => disposition };
}
