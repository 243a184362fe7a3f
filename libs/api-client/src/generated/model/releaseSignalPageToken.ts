
export interface ReleaseSignalPageToken {
  /** What the page's reports carry as `page` */
  token: string;
  /** When the token stops being accepted */
  expiresAt: string;
}
