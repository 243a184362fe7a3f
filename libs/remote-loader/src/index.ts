// How an app loads and mounts other remotes (the shell's content area, admin's detail tabs): the
// release choice as a federation runtime plugin, the guarded parcel, and Retry; and the release
// telemetry (release-telemetry/: each remote's views, errors and vitals) the rolling releases are judged on.
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
// Signals of real use per remote and release (issue 25): started by the shell, the collector loads after the first screen.
export { startReleaseSignals, type ReleaseSignalsOptions } from './release-telemetry/start-release-signals';
export { afterFirstScreen } from './release-telemetry/signal-channel';
