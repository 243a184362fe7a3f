// The second door, for apps that load other remotes (the shell, admin's restaurant detail): one way to
// load a domain or one exposed module of it, with the same guarded mount, fallback and Retry.
export {
  fallBackAfterMountFailure,
  loadedReleaseList,
  loadExposedModule,
  prefetchExposedModule,
  registerDeployment,
} from './loader/remote-modules';
export type { ChosenRelease } from './loader/releases';
export { RemoteModule, type RemoteModuleProps } from './loader/remote-module';
