// The committed client must be exactly what orval makes of the committed contract.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const libRoot = join(__dirname, '..');
const workspaceRoot = join(libRoot, '../..');
const orvalBin = join(workspaceRoot, 'node_modules/orval/dist/bin/orval.js');

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

  it('is what regenerating from openapi.yaml gives, byte for byte', () => {
    // A scratch src/ with the same layout, so the relative import of the mutator comes out the same.
    cpSync(join(libRoot, 'src/http'), join(scratch, 'src/http'), { recursive: true });
    const generated = join(scratch, 'src/generated');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const project = require(join(libRoot, 'orval.config.cjs'))['api-client'];
    const output = {
      ...project.output,
      workspace: generated,
      target: generated,
      schemas: join(generated, 'model'),
      override: {
        ...project.output.override,
        mutator: { ...project.output.override.mutator, path: join(scratch, 'src/http/api-request.ts') },
      },
    };
    const configPath = join(scratch, 'orval.config.cjs');
    writeFileSync(configPath, `module.exports = ${JSON.stringify({ 'api-client': { ...project, output } }, null, 2)};\n`);

    const run = spawnSync(process.execPath, [orvalBin, '--config', configPath], {
      cwd: workspaceRoot,
      encoding: 'utf8',
    });
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.status).toBe(0);

    const committed = join(libRoot, 'src/generated');
    const files = listFiles(committed);
    expect(listFiles(generated)).toEqual(files);
    const changed = files.filter(
      (file) => !readFileSync(join(committed, file)).equals(readFileSync(join(generated, file))),
    );
    // Non-empty: run `nx run api-client:generate` and commit the result.
    expect(changed).toEqual([]);
  });
});
