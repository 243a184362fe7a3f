// Jest global setup for front-end component tests: the reference API runs for real, on a fresh
// seeded database and a free port, as its own process (apps never import apps).
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`The reference API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/auth/me`)).status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The reference API did not start within 60 s');
}

module.exports = async function startReferenceApi() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-component-db-'));
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'apps/api/src/main.ts'], {
    cwd: workspaceRoot,
    env: { ...process.env, API_PORT: String(port), API_DATA_DIR: dataDir, NODE_ENV: 'test', CONSOLE_ORIGINS: 'http://localhost' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child);
  process.env.TEST_API_URL = url;
  globalThis.__referenceApi = { child, dataDir };
};
