// How an app loads and mounts other remotes (the shell's content area, admin's detail tabs): the
// release choice as a federation runtime plugin, the guarded parcel, and Retry.
export { RemoteModule, type RemoteModuleProps } from './remote-module';
export { DomainParcel, type DomainParcelProps } from './domain-parcel';
export {
  fallBackAfterMountFailure,
  loadedReleaseList,
  loadExposedModule,
  prefetchExposedModule,
  registerDeployment,
} from './loader/remote-modules';
// Who sees a remote's canary at a share (the canary e2e checks a page against it).
export { inCanary } from './canary/assignment';
export type { ChosenRelease } from './loader/releases';
