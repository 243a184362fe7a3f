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
