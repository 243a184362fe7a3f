// `npm start`: build every app (Nx-cached), start the reference API with its embedded database and
// demo data, and serve the shell and the six remotes from their own ports.
import { spawn, spawnSync } from 'node:child_process';
import { apiBaseUrlOf, APPS, portOf } from './deployment/deployment-manifest.mjs';
import { serveConsole } from './serve/serve-console.mjs';

const frontEnds = Object.values(APPS).map((app) => app.project);
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...frontEnds, '--output-style=static'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The demo: an empty database gets the demo platform, and reset codes are read at /__dev/outbox.
const api = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
  stdio: 'inherit',
  env: { API_DEMO_SEED: '1', API_DEV_ROUTES: '1', ...process.env },
});
api.on('exit', (code) => {
  console.error(`The API stopped (exit ${code}).`);
  process.exit(code ?? 1);
});

const { close } = await serveConsole();
// The console reads its deployment from the API: say where it is once the API answers (a first start
// migrates the embedded database and seeds the demo data, which takes a while).
console.log('Starting the API (a first start prepares its database and the demo data)...');
for (const started = Date.now(); ;) {
  const ready = await fetch(`${apiBaseUrlOf()}/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) break;
  if (Date.now() - started > 300_000) {
    console.error(`The API at ${apiBaseUrlOf()} is not ready after 5 minutes; the console cannot load without it.`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
for (const [name] of Object.entries(APPS)) console.log(`  ${name.padEnd(14)} http://localhost:${portOf(name)}`);
console.log(`  api            ${apiBaseUrlOf()}`);
console.log(`\nThe console: http://localhost:${portOf('shell')}  (demo accounts in README.md, password Console#2026)`);

const stop = async () => {
  api.kill('SIGTERM');
  await close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
