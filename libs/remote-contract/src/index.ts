export type { DomainModule, DomainName, DomainProps } from './domain-props';
export { CONTRACT_VERSION, DOMAIN_NAMES } from './domain-props';
export {
  EXPOSED_MODULES,
  isAdminScope,
  restaurantScope,
  type ExposedModuleName,
  type ExtraPropsOf,
  type RestaurantScope,
  type RestaurantTabProps,
} from './exposed-modules';
export { createDomainLifecycles, createPublicDomainLifecycles } from './domain-lifecycles';
export { DomainParcel, type DomainParcelProps } from './domain-parcel';
export { useShellNavigator } from './shell-navigator';
export { DASHBOARD_BASE, useCurrentPagePath, useNavigateToPage } from './page-navigation';
export { fetchDeploymentManifest, type DeploymentManifest, type RemoteDeployment, type RemoteRelease } from './deployment';
export { startStandaloneDomain, type StandaloneOptions } from './standalone-host';
