// The contract itself: it lints, it covers every call of the console spec (§7), and the reference
// API's validator (Fastify's default Ajv behind fastify-openapi-glue) accepts every schema in it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const libRoot = join(__dirname, '..');
const workspaceRoot = join(libRoot, '../..');
const contractPath = join(libRoot, 'openapi.yaml');

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  'x-roles'?: string[];
  responses: Record<string, unknown>;
}
interface Contract {
  tags: { name: string }[];
  paths: Record<string, Partial<Record<Method, Operation>>>;
}

const PUBLIC = ['public'];
const SUPER = ['superAdmin'];
const ADMINS = ['superAdmin', 'admin'];
const OWNER = ['restaurant'];
const SIGNED_IN = ['superAdmin', 'admin', 'restaurant'];

// [method, path, operationId, x-roles]: every call of the console spec §7, plus delete-my-restaurant.
const expectedCalls: [Method, string, string, string[]][] = [
  ['post', '/auth/login', 'login', PUBLIC],
  ['post', '/auth/forgot-password', 'forgotPassword', PUBLIC],
  ['patch', '/auth/reset-password', 'resetPassword', PUBLIC],
  ['patch', '/auth/change-password', 'changePassword', SIGNED_IN],
  ['delete', '/auth/logout', 'logout', SIGNED_IN],
  ['get', '/auth/me', 'getMe', SIGNED_IN],
  ['delete', '/auth/delete-account', 'deleteAccount', OWNER],

  ['get', '/admin/administrator/get-administrators', 'getAdministrators', SUPER],
  ['post', '/admin/administrator/create-administrator', 'createAdministrator', SUPER],
  ['delete', '/admin/administrator/delete-administrator/{id}', 'deleteAdministrator', SUPER],

  ['get', '/admin/restaurant/get-restaurants', 'getRestaurants', ADMINS],
  ['get', '/admin/restaurant/get-all-restaurants', 'getAllRestaurants', ADMINS],
  ['post', '/admin/restaurant/merge-restaurants', 'mergeRestaurants', ADMINS],
  ['post', '/admin/restaurant/preview-merge-restaurants', 'previewMergeRestaurants', ADMINS],
  ['post', '/admin/restaurant/create-restaurant', 'createRestaurant', ADMINS],
  ['patch', '/admin/restaurant/change-status/{id}', 'changeRestaurantStatus', ADMINS],
  ['get', '/admin/restaurant/get-restaurant-details/{id}', 'getRestaurantDetails', ADMINS],
  ['post', '/admin/restaurant/create-restaurant-location', 'adminCreateRestaurantLocation', ADMINS],
  ['patch', '/admin/restaurant/update-restaurant-location/{id}', 'adminUpdateRestaurantLocation', ADMINS],
  ['patch', '/admin/restaurant/update-restaurant', 'adminUpdateRestaurant', ADMINS],
  ['get', '/admin/restaurant/get-restaurant-addresses/{id}', 'getRestaurantAddresses', ADMINS],
  ['delete', '/admin/restaurant/delete-restaurant-location/{restaurantId}/{addressId}', 'adminDeleteRestaurantLocation', ADMINS],
  ['delete', '/admin/restaurant/delete-restaurant-image/{restaurantId}/{imageId}', 'adminDeleteRestaurantImage', ADMINS],

  ['get', '/restaurant/get-my-restaurant-details', 'getMyRestaurantDetails', OWNER],
  ['post', '/restaurant/create-restaurant-location', 'createRestaurantLocation', OWNER],
  ['patch', '/restaurant/update-restaurant-location/{id}', 'updateRestaurantLocation', OWNER],
  ['patch', '/restaurant/update-restaurant', 'updateRestaurant', OWNER],
  ['get', '/restaurant/get-my-restaurant-addresses', 'getMyRestaurantAddresses', OWNER],
  ['delete', '/restaurant/delete-restaurant-location/{id}', 'deleteRestaurantLocation', OWNER],
  ['delete', '/restaurant/delete-restaurant-image/{id}', 'deleteRestaurantImage', OWNER],
  ['delete', '/restaurant/delete-my-restaurant', 'deleteMyRestaurant', OWNER],

  // Not a console spec call: the stored image files that imageFileUrl points to.
  ['get', '/images/{imageKey}', 'getImageFile', PUBLIC],

  ['get', '/restaurant-category/get-restaurant-categories', 'getRestaurantCategories', SIGNED_IN],
  ['get', '/admin/restaurant-category/get-restaurant-categories', 'adminGetRestaurantCategories', ADMINS],
  ['get', '/admin/restaurant-category/get-restaurant-category/{id}', 'getRestaurantCategory', ADMINS],
  ['post', '/admin/restaurant-category/create-restaurant-category', 'createRestaurantCategory', ADMINS],
  ['patch', '/admin/restaurant-category/update-restaurant-category/{id}', 'updateRestaurantCategory', ADMINS],
  ['delete', '/admin/restaurant-category/delete-restaurant-category/{id}', 'deleteRestaurantCategory', ADMINS],

  ['get', '/food-category/get-food-categories', 'getFoodCategories', OWNER],
  ['get', '/food-category/get-food-category/{id}', 'getFoodCategory', OWNER],
  ['post', '/food-category/create-food-category', 'createFoodCategory', OWNER],
  ['patch', '/food-category/update-food-category/{id}', 'updateFoodCategory', OWNER],
  ['get', '/admin/food-category/get-food-categories/{id}', 'adminGetFoodCategories', ADMINS],
  ['get', '/admin/food-category/get-food-category/{id}', 'adminGetFoodCategory', ADMINS],
  ['post', '/admin/food-category/create-food-category', 'adminCreateFoodCategory', ADMINS],
  ['patch', '/admin/food-category/update-food-category/{id}', 'adminUpdateFoodCategory', ADMINS],

  ['get', '/food/get-foods', 'getFoods', OWNER],
  ['get', '/food/get-food/{id}', 'getFood', OWNER],
  ['post', '/food/create-food', 'createFood', OWNER],
  ['patch', '/food/update-food/{id}', 'updateFood', OWNER],
  ['delete', '/food/delete-food/{id}', 'deleteFood', OWNER],
  ['get', '/food/get-food-tag-categories', 'getFoodTagCategories', OWNER],
  ['get', '/admin/food/get-foods/{id}', 'adminGetFoods', ADMINS],
  ['get', '/admin/food/get-address-foods/{id}', 'getAddressFoods', ADMINS],
  ['get', '/admin/food/get-food/{id}', 'adminGetFood', ADMINS],
  ['post', '/admin/food/create-food', 'adminCreateFood', ADMINS],
  ['patch', '/admin/food/update-food/{id}', 'adminUpdateFood', ADMINS],
  ['delete', '/admin/food/delete-food/{id}', 'adminDeleteFood', ADMINS],
  ['get', '/admin/food/get-food-tag-categories', 'adminGetFoodTagCategories', ADMINS],
  // Not a §7 call: the Food Tags screen (the vocabulary the menu item form offers).
  ['get', '/admin/food-tag/get-food-tags', 'getFoodTags', SUPER],
  ['post', '/admin/food-tag/create-food-tag-category', 'createFoodTagCategory', SUPER],
  ['post', '/admin/food-tag/create-food-tag', 'createFoodTag', SUPER],
  ['patch', '/admin/food-tag/update-food-tag/{id}', 'updateFoodTag', SUPER],
  ['patch', '/admin/food-tag/change-food-tag-status/{id}', 'changeFoodTagStatus', SUPER],

  ['get', '/deal/get-deals', 'getDeals', OWNER],
  ['get', '/deal/get-deal/{id}', 'getDeal', OWNER],
  ['post', '/deal/create-deal', 'createDeal', OWNER],
  ['patch', '/deal/update-deal/{id}', 'updateDeal', OWNER],
  ['patch', '/deal/change-deal-status/{id}', 'changeDealStatus', OWNER],
  ['delete', '/deal/remove-deal/{id}', 'removeDeal', OWNER],
  ['get', '/admin/deal/get-deals/{id}', 'adminGetDeals', ADMINS],
  ['get', '/admin/deal/get-deal/{id}', 'adminGetDeal', ADMINS],
  ['post', '/admin/deal/create-deal', 'adminCreateDeal', ADMINS],
  ['patch', '/admin/deal/update-deal/{id}', 'adminUpdateDeal', ADMINS],
  ['patch', '/admin/deal/change-deal-status/{id}', 'adminChangeDealStatus', ADMINS],
  ['delete', '/admin/deal/remove-deal/{id}', 'adminRemoveDeal', ADMINS],

  ['get', '/admin/food-report/get-food-reports', 'getFoodReports', ADMINS],
  ['delete', '/admin/food-report/remove-food/{id}', 'removeReportedFood', ADMINS],
  ['post', '/admin/food-report/ignore-food/{id}', 'ignoreFoodReport', ADMINS],

  ['get', '/admin/user/get-users', 'getUsers', ADMINS],
  // Not shown by the spec: 'Select All' counted by the API, for the confirmation and the send's expectedCount.
  ['get', '/admin/user/count-recipients', 'getRecipientCount', ADMINS],
  ['post', '/admin/admin-notification/send-notification', 'sendNotification', ADMINS],
  ['get', '/admin/admin-notification/get-notification', 'getNotifications', ADMINS],
  // Not shown by the spec: a sent card's '+N' opens the full recipient list.
  ['get', '/admin/admin-notification/get-notification-recipients/{id}', 'getNotificationRecipients', ADMINS],

  ['post', '/admin/restaurant/import-restaurants-from-csv', 'importRestaurantsFromCsv', SUPER],
  ['post', '/admin/food/import-foods-from-csv', 'importFoodsFromCsv', SUPER],

  // Not a §7 call of the product's server: the console's default address provider (§7 Maps service).
  ['get', '/geo/address-suggestions', 'getAddressSuggestions', SIGNED_IN],
  ['get', '/admin/activity/get-events', 'getActivityEvents', ADMINS],
  ['get', '/admin/activity/get-event/{id}', 'getActivityEvent', ADMINS],
  ['get', '/admin/activity/export-events', 'exportActivityEvents', ADMINS],
  ['get', '/admin/activity/get-actions', 'getActivityActions', SIGNED_IN],
  ['get', '/admin/activity/find-people', 'findActivityPeople', ADMINS],
  ['get', '/restaurant/activity/get-my-events', 'getMyActivityEvents', OWNER],
  ['get', '/restaurant/activity/get-my-event/{id}', 'getMyActivityEvent', OWNER],

  // Not a §7 call either: per-remote canaries (the shell reports each remote load; release tooling reads the summary).
  ['post', '/remote-loads/report', 'reportRemoteLoad', PUBLIC],
  ['get', '/remote-loads/summary', 'getRemoteLoadSummary', SUPER],
  // Nor these: rolling releases (pages send their views' signals as beacons; the release tool and the Releases screen read the summary).
  ['post', '/release-signals', 'reportReleaseSignals', PUBLIC],
  ['post', '/release-signals/page-token', 'issueReleaseSignalPageToken', PUBLIC],
  ['get', '/release-signals/summary', 'getReleaseSignalSummary', SUPER],
  // Nor these (issue 37): the release state in the database, served at /deployment.json by every API host.
  ['get', '/deployment.json', 'getDeploymentManifest', PUBLIC],
  ['get', '/release-state', 'getReleaseState', SUPER],
  ['put', '/release-state', 'changeReleaseState', SUPER],
  ['get', '/release-state/history', 'getReleaseHistory', SUPER],
  ['post', '/release-state/rolling-releases/{remote}/approve', 'approveRollingRelease', SUPER],
  ['post', '/release-state/rolling-releases/{remote}/abort', 'abortRollingRelease', SUPER],
  ['post', '/release-state/tick', 'tickRollingReleases', SUPER],
  // Nor these (issue 37): the scheduled work the Releases screen shows, and the service tokens automation uses.
  ['get', '/scheduled-work', 'listScheduledWork', SUPER],
  ['get', '/service-tokens', 'listServiceTokens', SUPER],
  ['post', '/service-tokens', 'createServiceToken', SUPER],
  ['post', '/service-tokens/{serviceTokenId}/revoke', 'revokeServiceToken', SUPER],

  // Not shown by the spec (issue 26): the person's theme, and each list's CSV export and bulk calls, with
  // the roles of the list or the single call they extend.
  ['patch', '/auth/change-theme', 'changeTheme', SIGNED_IN],
  ['get', '/admin/administrator/export-administrators', 'exportAdministrators', SUPER],
  ['get', '/admin/restaurant/export-restaurants', 'exportRestaurants', ADMINS],
  ['get', '/admin/restaurant/export-all-restaurants', 'exportAllRestaurants', ADMINS],
  ['get', '/admin/restaurant/export-restaurant-addresses/{id}', 'exportRestaurantAddresses', ADMINS],
  ['get', '/restaurant/export-my-restaurant-addresses', 'exportMyRestaurantAddresses', OWNER],
  ['get', '/admin/restaurant-category/export-restaurant-categories', 'exportRestaurantCategories', ADMINS],
  ['get', '/food/export-foods', 'exportFoods', OWNER],
  ['get', '/admin/food/export-foods/{id}', 'adminExportFoods', ADMINS],
  ['get', '/admin/food-report/export-food-reports', 'exportFoodReports', ADMINS],
  ['get', '/admin/admin-notification/export-notifications', 'exportNotifications', ADMINS],
  ['post', '/admin/restaurant/bulk-change-status', 'bulkChangeRestaurantStatus', ADMINS],
  ['post', '/food/bulk-delete-foods', 'bulkDeleteFoods', OWNER],
  ['post', '/food/preview-bulk-delete-foods', 'previewBulkDeleteFoods', OWNER],
  ['post', '/food/bulk-move-foods', 'bulkMoveFoods', OWNER],
  ['post', '/admin/food/bulk-delete-foods/{id}', 'adminBulkDeleteFoods', ADMINS],
  ['post', '/admin/food/preview-bulk-delete-foods/{id}', 'adminPreviewBulkDeleteFoods', ADMINS],
  ['post', '/admin/food/bulk-move-foods/{id}', 'adminBulkMoveFoods', ADMINS],
  ['post', '/deal/bulk-change-deal-status', 'bulkChangeDealStatus', OWNER],
  ['post', '/admin/deal/bulk-change-deal-status/{id}', 'adminBulkChangeDealStatus', ADMINS],
  ['post', '/admin/food-report/bulk-ignore-foods', 'bulkIgnoreFoodReports', ADMINS],
  ['post', '/admin/food-report/bulk-remove-foods', 'bulkRemoveReportedFoods', ADMINS],
];

const contract = parse(readFileSync(contractPath, 'utf8')) as Contract;
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ method, path, operation: operation as Operation })),
);

function runNode(args: string[]) {
  return spawnSync(process.execPath, args, {
    cwd: workspaceRoot,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
}

describe('openapi.yaml', () => {
  it('passes redocly lint with libs/api-client/redocly.yaml', () => {
    const run = runNode([
      join(workspaceRoot, 'node_modules/@redocly/cli/bin/cli.js'),
      'lint',
      contractPath,
      '--config',
      join(libRoot, 'redocly.yaml'),
    ]);
    // Warnings pass redocly's exit code, so look for them too.
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/was generated by the .* rule/);
    expect(run.status).toBe(0);
  });

  it.each(expectedCalls)('has %s %s as %s for %j', (method, path, operationId, roles) => {
    const operation = contract.paths[path]?.[method];
    expect(operation).toBeDefined();
    expect(operation?.operationId).toBe(operationId);
    expect(operation?.['x-roles']).toEqual(roles);
  });

  it('has no call that the table above does not know', () => {
    const known = expectedCalls.map(([method, path]) => `${method} ${path}`).sort();
    expect(operations.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(known);
  });

  it('gives every operation a unique camelCase operationId and one declared tag', () => {
    const declaredTags = contract.tags.map((tag) => tag.name);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations) {
      expect(operation.operationId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(operation.tags).toHaveLength(1);
      expect(declaredTags).toContain(operation.tags?.[0]);
    }
  });

  it('lists 401 and 403 on every protected operation outside auth', () => {
    // The auth section is the lead's: a console token never belongs to a refused role, so its
    // signed-in calls (me, logout, change password) list 401 only.
    const protectedOperations = operations.filter(({ operation }) => operation.security?.length !== 0 && operation.tags?.[0] !== 'auth');
    expect(protectedOperations.length).toBeGreaterThan(60);
    for (const { method, path, operation } of protectedOperations) {
      expect([`${method} ${path}`, Object.keys(operation.responses)]).toEqual([
        `${method} ${path}`,
        expect.arrayContaining(['401', '403']),
      ]);
    }
  });

  it("compiles in the reference API's validator (fastify-openapi-glue, Fastify's default Ajv)", () => {
    // ESM packages, so this runs in a child node process rather than inside jest's module system.
    const script = `
      import Fastify from 'fastify';
      import openapiGlue from 'fastify-openapi-glue';
      import { parse } from 'yaml';
      import { readFileSync } from 'node:fs';
      const app = Fastify();
      app.addContentTypeParser('multipart/form-data', (request, payload, done) => done(null, {}));
      const reply = async () => ({});
      await app.register(openapiGlue, {
        specification: parse(readFileSync(${JSON.stringify(contractPath)}, 'utf8')),
        serviceHandlers: new Proxy({}, { get: () => reply }),
        securityHandlers: { bearer: async () => {} },
      });
      await app.ready();
      await app.close();
    `;
    const run = runNode(['--input-type=module', '--eval', script]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
