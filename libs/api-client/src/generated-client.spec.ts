// The committed client must be exactly what orval makes of the committed contract, and the API's
// request types (apps/api/src/generated) what openapi-typescript makes of it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const libRoot = join(__dirname, '..');
const workspaceRoot = join(libRoot, '../..');
const orvalBin = join(workspaceRoot, 'node_modules/orval/dist/bin/orval.js');
const openapiTypescriptBin = join(workspaceRoot, 'node_modules/openapi-typescript/bin/cli.js');
const apiTypesPath = 'apps/api/src/generated/openapi-types.ts';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

describe('generated client', () => {
  let scratch: string;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'api-client-regen-'));
  });

  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('is what regenerating from openapi.yaml gives, byte for byte (functions and query hooks)', () => {
    // A scratch src/ with the same layout, so the relative imports of the mutators come out the same.
    const scratchSrc = join(scratch, 'src');
    cpSync(join(libRoot, 'src/http'), join(scratchSrc, 'http'), { recursive: true });
    cpSync(join(libRoot, 'src/queries'), join(scratchSrc, 'queries'), { recursive: true });
    const configPath = join(scratch, 'orval.config.cjs');
    const projects = JSON.stringify(join(libRoot, 'orval-projects.cjs'));
    writeFileSync(configPath, `module.exports = require(${projects})(${JSON.stringify(scratchSrc)});\n`);

    const run = spawnSync(process.execPath, [orvalBin, '--config', configPath], {
      cwd: workspaceRoot,
      encoding: 'utf8',
    });
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.status).toBe(0);

    for (const folder of ['generated', 'generated-queries']) {
      const committed = join(libRoot, 'src', folder);
      const regenerated = join(scratchSrc, folder);
      const files = listFiles(committed);
      expect(listFiles(regenerated)).toEqual(files);
      const changed = files.filter((file) => !readFileSync(join(committed, file)).equals(readFileSync(join(regenerated, file))));
      // Non-empty: run `npm run generate:client` and commit the result.
      expect({ folder, changed }).toEqual({ folder, changed: [] });
    }
  });

  it("is what regenerating from openapi.yaml gives, byte for byte (the API's request types)", () => {
    const regenerated = join(scratch, 'openapi-types.ts');
    // The arguments of `nx run api-client:generate`, but for the output.
    const run = spawnSync(process.execPath, [openapiTypescriptBin, 'libs/api-client/openapi.yaml', '--output', regenerated], {
      cwd: workspaceRoot,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    // False: run `npm run generate:client` and commit the result.
    expect(readFileSync(join(workspaceRoot, apiTypesPath)).equals(readFileSync(regenerated))).toBe(true);
  });
});
