/** What the release signal calls answer (contract tag release-signals). */
export const releaseSignalMessages = {
  tooMany: 'Too many release signal reports, please try again in a minute',
  notJson: 'The request body is not valid JSON',
  windowOrder: 'From must be before To',
  windowTooLong: 'The window cannot be longer than 7 days',
} as const;
