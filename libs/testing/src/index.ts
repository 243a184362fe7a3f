// Test-only (specs, e2e and the bench; lint keeps it out of production code): the demo accounts, test
// data made through the real API with the contract's generated calls, a browser and its stored session.
// The React render helper is the second door, '@console/testing/react' (it needs a DOM).
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type StaffUserType } from '@console/demo-accounts';
export { fixtureClient, type FixtureClient, type NewRestaurant, type TestMenuItem, type TestOwner } from './fixture-client';
export { ANY_VERSION } from './any-version';
export { testLocation } from './test-location';
export { testPngFile, testPngUpload } from './test-files';
export { nextResetCode, outboxSize } from './outbox';
export { storedSession, storeSession } from './store-session';
export { CHROMIUM_ARGS, chromiumPath, launchChromium } from './chromium';
export { startApiRelay, type ApiRelay, type RelayedRequest } from './api-relay';
