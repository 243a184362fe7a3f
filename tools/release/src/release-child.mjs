// `node tools/release/release.mjs <args>` as a child process, for the tests and tooling that run the
// release tool as a person or a scheduler would: its output (stdout and stderr, in order) is kept and
// answered with its exit code, so a caller can show it when the command fails.
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * @param {string} root  the workspace root
 * @param {string[]} args  the release tool's arguments
 * @param {NodeJS.ProcessEnv} env  its whole environment
 * @returns {Promise<{ code: number | null, output: string }>}
 */
export function runReleaseChild(root, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'tools/release/release.mjs'), ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** runReleaseChild, rejecting with the command's output when it does not end with 0; answers the output. */
export async function releaseCommand(root, args, env) {
  const { code, output } = await runReleaseChild(root, args, env);
  if (code !== 0) throw new Error(`release ${args.join(' ')} failed (${code}):\n${output}`);
  return output;
}
