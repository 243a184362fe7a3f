// Writes the nginx site of a production deployment from its environment (deploy/README.md):
//   node deploy/nginx-config.mjs --out /etc/nginx/sites-available/console   (or - for standard output)
// The headers, caching and Content-Security-Policy are those of `npm start` (tools/deployment/response-headers.mjs).
// Run it again, then `nginx -t && systemctl reload nginx`, after changing an origin, the API's upstreams,
// GOOGLE_MAPS_API_KEY or RELEASES_BASE_URL; release commands need no new configuration.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nginxSite } from './nginx-site.mjs';
import { DeploymentSettingError } from './production-deployment.mjs';

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new DeploymentSettingError('usage: node deploy/nginx-config.mjs --out <file> (or --out - for standard output)');
  const site = nginxSite(process.env);
  if (values.out === '-') {
    process.stdout.write(site);
  } else {
    // Written beside and renamed, so a reload never reads half a file.
    const temporary = path.join(path.dirname(path.resolve(values.out)), `.${path.basename(values.out)}.${process.pid}`);
    fs.writeFileSync(temporary, site);
    fs.renameSync(temporary, values.out);
    console.log(`Wrote ${values.out}; check it with nginx -t, then reload nginx`);
  }
} catch (error) {
  console.error(error instanceof DeploymentSettingError || error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? error.message : error);
  process.exit(1);
}
