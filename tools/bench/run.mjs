// `npm run bench`: figures for the production build, printed, never asserted (DEVELOPERS.md).
//   - compressed JS bytes and requests before the login screen is usable
//   - time to first enter a not-yet-loaded remote
//   - cold vs fully cached Nx build of the seven front-end apps
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../deployment/deployment-manifest.mjs';
import { serveConsole } from '../serve/serve-console.mjs';
import { startReferenceApi } from '../testing/reference-api.mjs';
import { measureCsvImport, measureGetRestaurants, prepareApiBenchData, signIn } from './api-figures.mjs';
import { measureFirstRemoteEntry, measureLoginScreen, measureRestaurantsList } from './browser-figures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const frontEnds = Object.values(APPS).map((app) => app.project);
const env = {
  ...process.env,
  SHELL_PORT: '4320',
  AUTH_PORT: '4321',
  ADMIN_REMOTE_PORT: '4322',
  RESTAURANT_REMOTE_PORT: '4323',
  MENU_REMOTE_PORT: '4324',
  DEALS_REMOTE_PORT: '4325',
  NOTIFICATIONS_REMOTE_PORT: '4326',
  API_PORT: '3353',
  API_URL: 'http://localhost:3353',
  NX_DAEMON: 'false',
};

function timedBuild(extraArgs) {
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...frontEnds, '--output-style=static', ...extraArgs], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const figures = {};
console.log('Building cold (no Nx cache)...');
figures.coldBuildSeconds = timedBuild(['--skip-nx-cache']);
timedBuild([]); // make sure every task is in the cache
console.log('Building again (fully cached)...');
figures.cachedBuildSeconds = timedBuild([]);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-db-'));
console.log('Seeding 10,000 benchmark restaurants...');
prepareApiBenchData(dataDir, 10_000);
const [api, served] = await Promise.all([
  startReferenceApi({ port: Number(env.API_PORT), url: env.API_URL, env, dataDir, stdio: 'ignore' }),
  serveConsole({ env }),
]);
try {
  const shellUrl = `http://localhost:${env.SHELL_PORT}`;
  Object.assign(figures, await measureLoginScreen(shellUrl));
  Object.assign(figures, await measureFirstRemoteEntry(shellUrl, env.API_URL));
  Object.assign(figures, await measureRestaurantsList(shellUrl, env.API_URL));
  const token = await signIn(env.API_URL);
  Object.assign(figures, await measureGetRestaurants(env.API_URL, token));
  Object.assign(figures, await measureCsvImport(env.API_URL, token)); // last: it adds 10,000 restaurants
} finally {
  await served.close();
  await api.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log('\nBenchmark figures (production build, loopback, headless Chromium)');
console.log(
  `  JS before the login screen is usable  ${kib(figures.loginJsBytes)} compressed (${figures.loginJsEncodings}), ${kib(figures.loginJsRawBytes)} uncompressed`,
);
console.log(`  requests before it is usable          ${figures.loginRequests} (${figures.loginJsRequests} of them JS)`);
console.log(`  login screen usable after             ${figures.loginUsableMs.toFixed(0)} ms (median of ${figures.samples})`);
console.log(
  `  first entry into an unloaded remote   ${figures.firstRemoteEntryMs.toFixed(0)} ms median (min ${figures.firstRemoteEntryMinMs.toFixed(0)}, max ${figures.firstRemoteEntryMaxMs.toFixed(0)})`,
);
console.log(
  `  restaurants list, ${figures.restaurantsRowsTotal} rows      ${figures.restaurantsRenderMs.toFixed(0)} ms from response to rows drawn, ${figures.restaurantsRowsInDom} rows in the DOM`,
);
console.log(`  API get-restaurants, ${figures.getRestaurantsRows} rows    ${figures.getRestaurantsMs} ms median`);
console.log(`  CSV import, ${figures.csvImportedRows} rows              ${figures.csvImportMs} ms (${kib(figures.csvBytes)})`);
console.log(`  cold build, 7 apps                    ${figures.coldBuildSeconds.toFixed(1)} s`);
console.log(`  fully cached build, 7 apps            ${figures.cachedBuildSeconds.toFixed(1)} s`);
fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
fs.writeFileSync(path.join(root, 'tmp/bench.json'), JSON.stringify(figures, null, 2));
console.log('\n(also written to tmp/bench.json)');
