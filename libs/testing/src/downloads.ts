/** A file the page handed to the browser's downloads: the name it gave and the file. */
export interface TestDownload {
  name: string;
  blob: Blob;
}

/**
 * Records what the page downloads: jsdom cannot download, so the object URL made for the file and the
 * link the page clicks are read instead (the browser's part, not ours). Call `restore` when done.
 */
export function watchDownloads() {
  const files: TestDownload[] = [];
  const blobs: Blob[] = [];
  const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:jsdom/${blobs.length}`;
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) files.push({ name: this.download, blob: blobs[blobs.length - 1] });
  });
  return {
    files,
    restore: () => {
      createObjectURL.mockRestore();
      click.mockRestore();
    },
  };
}

const read = (blob: Blob, as: 'text' | 'bytes') =>
  new Promise<string | ArrayBuffer | null>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error);
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });

/**
 * A downloaded CSV file's lines, split on CRLF, and whether it starts with a UTF-8 byte order mark (a
 * reader's text decoding drops it, so the bytes are read for that).
 */
export async function csvLines(file: TestDownload) {
  const bytes = new Uint8Array((await read(file.blob, 'bytes')) as ArrayBuffer);
  const text = String(await read(file.blob, 'text'));
  const lines = text.split('\r\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return { bom: bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf, lines };
}
