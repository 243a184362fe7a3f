#!/usr/bin/env node
// The import graph of one source folder's production files (specs, testing/ and generated/ left out),
// from their relative imports: its loops (groups of files that import each other round), which fail the
// run, and its figures: files, imports, the longest import chain, and the imports from one folder to a
// folder whose files stand higher on average (imports that run back up).
//   node tools/lint/import-graph.mjs [apps/api/src]
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'apps/api/src');
const IMPORT = /(?:from|import\()\s*'(\.[^']+)'/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const moduleOf = (file) => path.relative(root, file).replace(/\.tsx?$/, '');
const files = sourceFiles(root);
const modules = new Set(files.map(moduleOf));
const edges = new Map(files.map((file) => [moduleOf(file), new Set()]));
for (const file of files) {
  const from = moduleOf(file);
  for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = path.normalize(path.join(path.dirname(from), spec)).replace(/\.(m?js|tsx?)$/, '');
    if (modules.has(target)) edges.get(from).add(target);
    else if (modules.has(`${target}/index`)) edges.get(from).add(`${target}/index`);
  }
}

/** Tarjan's strongly connected groups; those of more than one file are loops. */
function loopsOf(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    for (let member; member !== node;) {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    }
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

const loops = loopsOf(edges);
const groupOf = new Map(loops.flatMap((group, i) => group.map((member) => [member, `loop ${i}`])));
const nodeOf = (module) => groupOf.get(module) ?? module;
const depthMemo = new Map();
const depth = (node) => {
  if (depthMemo.has(node)) return depthMemo.get(node);
  const members = groupOf.size && node.startsWith('loop ') ? loops[Number(node.slice(5))] : [node];
  const below = members.flatMap((member) => [...edges.get(member)].map(nodeOf).filter((to) => to !== node));
  const value = 1 + Math.max(0, ...below.map(depth));
  depthMemo.set(node, value);
  return value;
};
const folderOf = (module) => (module.includes('/') ? module.split('/')[0] : '.');
const depths = new Map();
for (const module of modules) depths.set(folderOf(module), [...(depths.get(folderOf(module)) ?? []), depth(nodeOf(module))]);
const standing = new Map([...depths].map(([folder, list]) => [folder, list.reduce((a, b) => a + b, 0) / list.length]));
let imports = 0;
let runningUp = 0;
for (const [from, targets] of edges) {
  for (const to of targets) {
    imports++;
    if (folderOf(from) !== folderOf(to) && standing.get(folderOf(to)) > standing.get(folderOf(from))) runningUp++;
  }
}

console.log(`${path.relative(process.cwd(), root)}: ${modules.size} files, ${imports} imports`);
console.log(`  longest import chain: ${Math.max(...[...modules].map((module) => depth(nodeOf(module))))} files`);
console.log(`  imports running back up (to a folder whose files stand higher on average): ${runningUp}`);
console.log(`  import loops: ${loops.length}`);
for (const group of loops) console.log(`    ${group.join(', ')}`);
if (loops.length > 0) process.exit(1);
