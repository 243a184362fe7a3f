// How an app loads and mounts other remotes (the shell's content area, admin's detail tabs): the
// release choice as a federation runtime plugin, the guarded parcel, and Retry.
export { RemoteModule, type RemoteModuleProps } from './remote-module';
export { DomainParcel, type DomainParcelProps } from './domain-parcel';
export {
  createRemoteLoader,
  fallBackAfterMountFailure,
  loadedReleaseList,
  loadExposedModule,
  prefetchExposedModule,
  registerDeployment,
  type RemoteLoader,
} from './loader/remote-modules';
export type { ChosenRelease } from './loader/releases';
