import fs from 'node:fs';

export default async function globalTeardown() {
  const { api, dataDir, console } = globalThis.__e2e ?? {};
  await console?.close();
  if (api?.pid) {
    try {
      process.kill(-api.pid, 'SIGTERM'); // the npx/tsx process group
    } catch {
      // already gone
    }
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
