const fs = require('node:fs');

module.exports = async function stopReferenceApi() {
  const { child, dataDir } = globalThis.__referenceApi ?? {};
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
};
