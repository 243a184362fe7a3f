import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readEnvFile, recipeEnv } from './support/recipe-env.mjs';

// The recipe as a new operator follows it, literally: the shipped example files, edited only where the step
// says, read by the recipe's own commands; the Node.js 24 it installs; the commands the READMEs print.

const workspaceRoot = path.resolve(__dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(workspaceRoot, file), 'utf8');
let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-recipe-files-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Each `KEY=value` line of an example, its value as systemd's EnvironmentFile takes it (outer double quotes removed). */
function assignments(example: string): Record<string, string> {
  const lines = read(`deploy/${example}`).split('\n');
  return Object.fromEntries(
    lines.flatMap((line) => {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      return match ? [[match[1], match[2].replace(/^"(.*)"$/, '$1')]] : [];
    }),
  );
}

/** The shell commands of a README's bash blocks, a command continued over `\` lines as one. */
function commandsOf(file: string): string[] {
  const blocks = [...read(file).matchAll(/```bash\n([\s\S]*?)```/g)].map((match) => match[1]);
  return blocks.flatMap((block) => block.replace(/\\\n/g, ' ').split('\n')).filter((line) => line.trim() && !line.trim().startsWith('#'));
}

describe('the recipe followed literally', () => {
  it.each(['api.env.example', 'console.env.example'])(
    '%s, edited where step 3 says, reads the same through `sh -c "set -a; . file"` as through systemd',
    (example) => {
      const edits =
        example === 'api.env.example'
          ? { API_TOKEN_SECRET: crypto.randomBytes(48).toString('base64'), SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com' }
          : { CONSOLE_URL: 'https://console.example.org' };
      const env = recipeEnv(example, dir, edits);
      const expected = { ...assignments(example), ...edits };
      expect(Object.fromEntries(Object.keys(expected).map((key) => [key, env[key]]))).toEqual(expected);
      if (example === 'api.env.example') expect(env.MAIL_FROM).toBe('Restaurant Console <no-reply@example.com>');
    },
  );

  it('installs a Node.js 24 that brings an npm running on it, on the PATH the README exports', () => {
    const node = execFileSync('bash', [path.join(workspaceRoot, 'deploy/node24.sh')], { encoding: 'utf8' }).trim();
    const bin = path.resolve(path.dirname(node), '../..', '.bin');
    const versions = JSON.parse(
      execFileSync('npm', ['version', '--json'], { cwd: dir, env: { PATH: `${bin}:${process.env.PATH}`, HOME: dir }, encoding: 'utf8' }),
    );
    expect(versions.node).toMatch(/^24\./);
    expect(execFileSync('npx', ['--version'], { cwd: dir, env: { PATH: `${bin}:${process.env.PATH}`, HOME: dir }, encoding: 'utf8' })).toBe(
      `${versions.npm}\n`,
    );
    const documented = commandsOf('deploy/README.md').find((line) => line.startsWith('export PATH='));
    expect(documented).toMatch(/^export PATH=\/opt\/node24\/node_modules\/\.bin:\$PATH/);
  });

  it('documents every setting the nginx site reads', () => {
    const settings = new Set([...read('deploy/nginx-site.mjs').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]));
    const documentation = read('deploy/README.md') + read('deploy/console.env.example') + read('docs/production.md');
    expect([...settings].filter((name) => !documentation.includes(name))).toEqual([]);
  });

  it.each(['docs/production.md', 'deploy/README.md'])(
    '%s runs the admin commands as the console user and installs api.env as theirs',
    (file) => {
      const commands = commandsOf(file);
      const admin = commands.filter((line) => line.includes('admin.js'));
      expect(admin.length).toBeGreaterThan(0);
      expect(admin.filter((line) => !/sudo -u console /.test(line))).toEqual([]);
      const installs = commands.filter((line) => /\/etc\/console\/api\.env\b/.test(line) && /\b(install|cp)\b/.test(line));
      expect(installs.filter((line) => !/install -m 600 -o console /.test(line))).toEqual([]);
    },
  );

  it('reads an env file without what the reading shell adds', () => {
    const file = path.join(dir, 'plain.env');
    fs.writeFileSync(file, 'A=1\n');
    expect(readEnvFile(file)).toEqual({ A: '1', PATH: process.env.PATH });
  });
});
