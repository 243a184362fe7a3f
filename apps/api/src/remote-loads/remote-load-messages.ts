/** What the remote load calls answer (contract tag remote-loads). */
export const remoteLoadMessages = {
  received: 'Report received',
  tooMany: 'Too many load reports, please try again in a minute',
} as const;
