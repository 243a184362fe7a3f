// The shell↔remote contract, and nothing else: what a remote is given and exposes, the console map
// of every screen, the deployment file both read, and the contract's version. It depends on no
// library of the console.
export type { DomainModule, DomainName, DomainProps, SharedSessionStore } from './domain-props';
export { CONTRACT_VERSION, contractMajor, DASHBOARD_BASE, DOMAIN_NAMES } from './domain-props';
export {
  domainOf,
  EXPOSED_MODULES,
  isAdminScope,
  restaurantScope,
  type ExposedModuleName,
  type ExtraPropsOf,
  type RestaurantScope,
  type RestaurantTabProps,
} from './exposed-modules';
export {
  fetchDeploymentManifest,
  type DeploymentManifest,
  type RemoteDeployment,
  type RemoteRelease,
  type RemoteRollout,
  type RolloutReleaseFigures,
  type RolloutStatus,
  type RolloutVerdict,
  type RolloutVerdictRecord,
} from './deployment';
export {
  CONSOLE_MAP,
  screenPathsOf,
  screenPattern,
  type ConsoleRoleName,
  type ConsoleScreen,
  type ScreenKey,
  type ScreenKeysOf,
  type ScreenPaths,
  type SidebarEntry,
  type SidebarIconName,
  type SidebarSection,
} from './console-map';
