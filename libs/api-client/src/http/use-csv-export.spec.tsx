/**
 * @jest-environment ../../tools/jest/jsdom-environment.cjs
 */
// The kit's CSV export over a generated export call, against the reference API's activity export.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@console/demo-accounts';
import { configureApiClient, exportActivityEvents, type ExportActivityEventsParams } from '../index';
import { exportFileName } from './csv-export';
import { useCsvExport } from './use-csv-export';

function ActivityExport({ params }: { params: ExportActivityEventsParams }) {
  const csv = useCsvExport((options) => exportActivityEvents(params, options), {
    failure: 'Failed to export Activity',
    // Not the API's words: the name saved must be the one the API gives.
    fileWords: 'events',
  });
  return (
    <>
      <button type="button" aria-disabled={csv.exporting} onClick={csv.onExport}>
        Export CSV
      </button>
      <p>{`Received ${csv.received}`}</p>
      <Toaster />
    </>
  );
}

/** What the export handed to the browser's downloads (jsdom cannot download: the link clicked is read). */
function watchDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  const blobs: Blob[] = [];
  const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:jsdom/${blobs.length}`;
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs[blobs.length - 1] });
  });
  return {
    files,
    restore: () => {
      createObjectURL.mockRestore();
      click.mockRestore();
    },
  };
}

function read(blob: Blob, how: 'readAsText'): Promise<string>;
function read(blob: Blob, how: 'readAsArrayBuffer'): Promise<ArrayBuffer>;
function read(blob: Blob, how: 'readAsText' | 'readAsArrayBuffer') {
  return new Promise<string | ArrayBuffer | null>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error);
    reader[how](blob);
  });
}

describe("the kit's CSV export", () => {
  let downloads: ReturnType<typeof watchDownloads>;
  beforeAll(async () => {
    const response = await fetch(`${process.env.TEST_API_URL}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEMO_ACCOUNTS.superAdmin, password: DEMO_PASSWORD }),
    });
    const { token } = (await response.json()) as { token: string };
    configureApiClient({ baseUrl: process.env.TEST_API_URL ?? '', getToken: () => token, onUnauthorized: () => undefined });
  });
  beforeEach(() => {
    downloads = watchDownloads();
  });
  afterEach(() => downloads.restore());

  it('saves what the filters select under the API’s file name, counting the bytes as they come, once for a double click', async () => {
    render(<ActivityExport params={{ action: 'login' }} />);
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
    expect(downloads.files).toHaveLength(1);
    const [file] = downloads.files;
    expect(file.name).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    // The byte order mark stays in the file (a reader's text decoding drops it).
    expect([...new Uint8Array(await read(file.blob, 'readAsArrayBuffer'))].slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    const text = await read(file.blob, 'readAsText');
    expect(text.startsWith('Time,Who,Role,What,Object,Restaurant,Changes\r\n')).toBe(true);
    const rows = text.trim().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.includes('Signed in'))).toBe(true);
    // The bytes as they came over the wire (compressed, where the API compresses).
    expect(Number(screen.getByText(/^Received/).textContent?.split(' ')[1])).toBeGreaterThan(0);
  });

  it("shows the server's message when the export is refused, and saves nothing", async () => {
    render(<ActivityExport params={{ from: 'yesterday' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('From is not a valid date and time');
    expect(downloads.files).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'false'));
  });

  it('names the file as the API does, or as it would when the header cannot be read', () => {
    expect(exportFileName('attachment; filename="restaurants-2026-03-04.csv"', 'restaurants')).toBe('restaurants-2026-03-04.csv');
    expect(exportFileName("attachment; filename*=UTF-8''activity%202026.csv", 'activity')).toBe('activity 2026.csv');
    expect(exportFileName('attachment; filename="../../evil.csv"', 'activity')).toBe('.._.._evil.csv');
    expect(exportFileName(undefined, 'restaurants', new Date('2026-03-04T23:30:00Z'))).toBe('restaurants-2026-03-04.csv');
  });
});
