import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { csvChunks, type CsvWalk } from './csv';

/**
 * Streams a walk's CSV as the answer: `text/csv`, a download named `<words>-YYYY-MM-DD.csv` (the UTC date of
 * the API's clock; CORS exposes Content-Disposition to the console's origin, app.ts), never cached.
 */
export function sendCsv<Row, Position>(reply: FastifyReply, fileWords: string, today: Date, walk: CsvWalk<Row, Position>) {
  // Stops the walk when the client goes before the end (Fastify also destroys the stream then).
  const gone = new AbortController();
  reply.raw.once('close', () => gone.abort());
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileWords}-${today.toISOString().slice(0, 10)}.csv"`)
    .header('cache-control', 'no-store');
  // One chunk (one batch of rows) ahead of the socket at most: the stream's own buffer stays that small.
  return reply.send(Readable.from(csvChunks(walk, { signal: gone.signal }), { highWaterMark: 1 }));
}
