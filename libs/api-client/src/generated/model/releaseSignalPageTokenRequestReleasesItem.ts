import type { RemoteName } from './remoteName';

export type ReleaseSignalPageTokenRequestReleasesItem = {
  remote: RemoteName;
  /**
   * The release's version, as the deployment file names it (a release folder's name)
   * @maxLength 64
   * @pattern ^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$
   */
  version: string;
  canary: boolean;
};
