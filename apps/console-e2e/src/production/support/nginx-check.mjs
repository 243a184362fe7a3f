// nginx for a generated site in a folder of its own, as a non-root test runs it. No import.meta here: Jest
// test files import it through SWC (the stack itself is started by the global setup).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** nginx's main file for a stack in `dir`: its pid, logs and temporary files there, the generated site included. */
function nginxMainConfig(dir) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    // As root, workers would run as nobody, who cannot read the temporary release folders (0700).
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    '    sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${temp(name)}`),
    `    include ${path.join(dir, 'console.conf')};`,
    '}',
    '',
  ].join('\n');
}

/** Writes `site` and its main file into `dir` and has nginx check them (-t); answers nginx's arguments for them. */
export function checkedNginxSite(dir, site) {
  fs.writeFileSync(path.join(dir, 'console.conf'), site);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxMainConfig(dir));
  const nginxArgs = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  execFileSync(NGINX, ['-t', '-q', ...nginxArgs], { stdio: 'pipe' });
  return nginxArgs;
}
