import type { BuildApiOptions } from '../app';

/** One parsed pino line. */
export type LogLine = Record<string, unknown> & { level: number; msg?: string; event?: string };

/**
 * A logger for buildApi (startTestApi's `logger`) that keeps every line, for specs that check what the
 * API logs: the security events and what they must never carry.
 */
export function captureLog() {
  const text: string[] = [];
  const logger: BuildApiOptions['logger'] = { level: 'info', stream: { write: (line: string) => void text.push(line) } };
  const lines = (): LogLine[] => text.map((line) => JSON.parse(line) as LogLine);
  return {
    logger,
    /** Everything logged so far, as written. */
    text: () => text.join(''),
    lines,
    /** The security event lines of that name. */
    events: (event: string) => lines().filter((line) => line.event === event),
  };
}
