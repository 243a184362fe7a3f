// A data folder for a reference API process that the tests start (component tests, the e2e suite): a copy of
// the seeded template the API's own tests start from, migrated and seeded exactly as a first start does
// (apps/api/src/testing/template-database.ts, cached for the day). The process then finds its migrations
// applied and its demo data in place, instead of spending seconds of CPU on both at every start.
// Call it from a Jest global setup: the template's TypeScript is compiled by Jest's transform meanwhile.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** @returns {Promise<{ dataDir: string, remove(): void }>} */
async function seededDataDir() {
  const { ensurePgliteTemplate } = require('../src/testing/template-database.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-api-db-'));
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    execFileSync('tar', ['-xf', await ensurePgliteTemplate(), '-C', dataDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    remove();
    throw error;
  }
  return { dataDir, remove };
}

module.exports = { seededDataDir };
