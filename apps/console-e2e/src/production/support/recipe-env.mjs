// The environment files of the recipe as an operator makes them (deploy/README.md, "Database and settings"):
// the shipped example copied, the lines the step names edited in place, and the file read the way the
// recipe's commands read it, `sh -c 'set -a; . <file>'` (systemd's EnvironmentFile reads the same syntax).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from '../../../../../tools/testing/reference-api.mjs';

/** A value as an operator would type it: bare when the shell leaves it alone, else double-quoted. */
function typed(value) {
  if (/^[\w@%+=:,./?-]*$/.test(value)) return value;
  if (/["\\$`]/.test(value)) throw new Error(`An operator would have to escape ${JSON.stringify(value)}: pick a plainer test value`);
  return `"${value}"`;
}

/**
 * Copies deploy/<example> to `file` with `edits` made: `KEY=value` for a key the example has (its line, or
 * its commented `# KEY=` line, is replaced), else appended; `undefined` comments a line out.
 */
export function editExample(example, file, edits) {
  const lines = fs.readFileSync(path.join(workspaceRoot, 'deploy', example), 'utf8').split('\n');
  const left = new Map(Object.entries(edits));
  const edited = lines.map((line) => {
    const key = /^(?:#\s*)?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
    if (!key || !left.has(key)) return line;
    const value = left.get(key);
    left.delete(key);
    return value === undefined ? `# ${line.replace(/^#\s*/, '')}` : `${key}=${typed(value)}`;
  });
  for (const [key, value] of left) if (value !== undefined) edited.push(`${key}=${typed(value)}`);
  fs.writeFileSync(file, edited.join('\n'), { mode: 0o600 });
  return file;
}

/**
 * What `sh -c 'set -a; . <file>'` exports: the file's variables over an empty environment (PATH aside).
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function readEnvFile(file) {
  const output = execFileSync('sh', ['-c', 'set -a; . "$1"; env -0', 'sh', file], {
    env: { PATH: process.env.PATH },
    encoding: 'utf8',
  });
  /** @type {Record<string, string>} */
  const env = {};
  for (const entry of output.split('\0')) {
    const at = entry.indexOf('=');
    if (at > 0) env[entry.slice(0, at)] = entry.slice(at + 1);
  }
  for (const shellOwn of ['PWD', 'SHLVL', 'OLDPWD', '_']) delete env[shellOwn];
  return env;
}

/**
 * editExample, then readEnvFile: the environment a unit or command of the recipe runs with.
 * @param {string} example
 * @param {string} dir
 * @param {Record<string, string | undefined>} edits
 * @returns {Record<string, string>}
 */
export function recipeEnv(example, dir, edits) {
  return readEnvFile(editExample(example, path.join(dir, example.replace(/\.example$/, '')), edits));
}
