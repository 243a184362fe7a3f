// Writes the balancer's configuration of a deployment with two or more API hosts (deploy/README.md,
// "Two or more hosts") from its environment (API_BALANCER, API_UPSTREAMS of deploy/console.env):
//   node deploy/haproxy-config.mjs --out /etc/haproxy/console.cfg   (or - for standard output)
// Debian's haproxy service reads it beside its own haproxy.cfg (deploy/haproxy-console.conf). Run it again,
// then `systemctl reload haproxy` (its reload checks the files first), after adding or removing a host.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { haproxySite } from './haproxy-site.mjs';
import { DeploymentSettingError } from './production-deployment.mjs';

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new DeploymentSettingError('usage: node deploy/haproxy-config.mjs --out <file> (or --out - for standard output)');
  const site = haproxySite(process.env);
  if (values.out === '-') {
    process.stdout.write(site);
  } else {
    // Written beside and renamed, so a reload never reads half a file.
    const temporary = path.join(path.dirname(path.resolve(values.out)), `.${path.basename(values.out)}.${process.pid}`);
    fs.writeFileSync(temporary, site);
    fs.renameSync(temporary, values.out);
    console.log(`Wrote ${values.out}; reload haproxy (systemctl reload haproxy checks it first)`);
  }
} catch (error) {
  console.error(error instanceof DeploymentSettingError || error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? error.message : error);
  process.exit(1);
}
