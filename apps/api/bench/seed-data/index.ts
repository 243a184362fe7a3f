// Data at benchmark scale, added by the seed CLI on top of the demo platform, by domain.
export { addAppUsers, type AppUsersSummary } from './app-users';
export { addFoodReports, type FoodReportsSummary } from './food-reports';
export { addOwnerDeals, type OwnerDealsSummary } from './owner-deals';
export { addOwnerLocations, type OwnerLocationsSummary } from './owner-locations';
export { addOwnerMenu, type OwnerMenuSummary } from './owner-menu';
export { addBenchmarkData, type BenchOptions, type BenchSummary } from './restaurants';
export { settleAfterBulkLoad } from './settle-after-bulk-load';
