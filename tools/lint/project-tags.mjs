// Every Nx project carries exactly one scope:* and one type:* tag; the boundary rule depends on them.
import { execFileSync } from 'node:child_process';

const projects = JSON.parse(execFileSync('npx', ['nx', 'show', 'projects', '--json'], { encoding: 'utf8' }));
const problems = [];
for (const name of projects) {
  const project = JSON.parse(execFileSync('npx', ['nx', 'show', 'project', name, '--json'], { encoding: 'utf8' }));
  const tags = project.tags ?? [];
  for (const kind of ['scope', 'type']) {
    const count = tags.filter((tag) => tag.startsWith(`${kind}:`)).length;
    if (count !== 1) problems.push(`${name}: needs exactly one ${kind}:* tag (has ${count})`);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`All ${projects.length} projects carry one scope:* and one type:* tag.`);
