import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../repo-root';
// The one free-port probe of the test tooling (typed by free-port.d.mts); it is no Nx project to import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { freePort } from '../../../../tools/testing/free-port.mjs';

/*
 * An S3-compatible service we do not own, for the s3 image store's tests: s3rver as its own process,
 * over a temporary folder, with one bucket. It checks request signatures with its fixed key pair.
 */

/** s3rver's own key pair: the only credentials it accepts. */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The variables an API process needs for IMAGE_STORAGE=s3 on this server. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'console-images'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'console-s3rver-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules/s3rver/bin/s3rver.js'),
      '-d',
      directory,
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '-s',
      '--configure-bucket',
      bucket,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    await waitForPort(
      port,
      () => child.exitCode !== null,
      () => stderr,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      IMAGE_STORAGE: 's3',
      IMAGE_S3_BUCKET: bucket,
      IMAGE_S3_ENDPOINT: endpoint,
      IMAGE_S3_FORCE_PATH_STYLE: '1',
      IMAGE_S3_REGION: 'us-east-1',
      ...S3RVER_CREDENTIALS,
    },
    stop,
  };
}

async function waitForPort(port: number, exited: () => boolean, output: () => string): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (exited()) throw new Error(`s3rver exited:\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() - started > 30_000) throw new Error(`s3rver did not listen within 30 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
