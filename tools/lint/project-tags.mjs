// Every Nx project carries exactly one scope:* and one type:* tag; the boundary rule depends on them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nx-graph-')), 'graph.json');
execFileSync('npx', ['nx', 'graph', `--file=${file}`], { stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } });
const { nodes } = JSON.parse(fs.readFileSync(file, 'utf8')).graph;
const problems = [];
for (const [name, node] of Object.entries(nodes)) {
  const tags = node.data.tags ?? [];
  for (const kind of ['scope', 'type']) {
    const count = tags.filter((tag) => tag.startsWith(`${kind}:`)).length;
    if (count !== 1) problems.push(`${name}: needs exactly one ${kind}:* tag (has ${count})`);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`All ${Object.keys(nodes).length} projects carry one scope:* and one type:* tag.`);
