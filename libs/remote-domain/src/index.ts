// What a domain remote needs to be hosted: its single-spa lifecycles, its routes from the console map,
// page navigation across domains, and the standalone page `nx serve <remote>` opens against the reference API.
export { createDomainLifecycles, createPublicDomainLifecycles } from './domain-lifecycles';
export { useCurrentPagePath, useNavigateToPage } from './page-navigation';
export { startStandaloneDomain, type StandaloneOptions } from './standalone-host';
export { ScreenRoutes } from './screen-routes';
export type { ScreenAddress, ScreenFirstReads } from './first-reads';
