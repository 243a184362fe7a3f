/** What the release signal calls answer (contract tag release-signals). */
export const releaseSignalMessages = {
  tooMany: 'Too many release signal reports, please try again in a minute',
  tooManyPages: 'Too many pages from this network, please try again in a minute',
  badPageToken: 'The page token is missing, expired or not one of ours: ask for a new one',
  notThePagesRelease: 'A view names a release its page did not load',
  unknownVersion: 'This version is not one the remote counts today',
  notJson: 'The request body is not valid JSON',
  windowOrder: 'From must be before To',
  windowTooLong: 'The window cannot be longer than 7 days',
} as const;
