// What a domain remote needs to be hosted: its single-spa lifecycles, page navigation across domains,
// and the standalone page `nx serve <remote>` opens against the reference API.
export { createDomainLifecycles, createPublicDomainLifecycles } from './domain-lifecycles';
export { useCurrentPagePath, useNavigateToPage } from './page-navigation';
export { startStandaloneDomain, type StandaloneOptions } from './standalone-host';
