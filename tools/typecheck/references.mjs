#!/usr/bin/env node
// Writes each TypeScript project's `references` from the @console/* libraries its sources import (specs
// included, transitively), so `tsc -b` checks every library once, with its own options, and every project
// that uses it reads its declarations (tmp/typecheck/...) instead of checking its sources again.
// It also writes tools/typecheck/tsconfig.json, the solution `nx run-many -t typecheck` builds first in one
// process (the projects then share the parsed DOM, Node, Jest and React types instead of each parsing them).
// `node tools/typecheck/references.mjs --check` fails when a tsconfig.json is out of date.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as prettier from 'prettier';

const root = new URL('../..', import.meta.url).pathname;
const check = process.argv.includes('--check');
// The API keeps checking the few library sources it imports (rules, demo-accounts) under its own
// NodeNext options: their declarations, written with the browser projects' Bundler resolution, would not
// resolve there.
const withoutReferences = new Set(['apps/api']);

const projects = ['apps', 'libs'].flatMap((dir) =>
  readdirSync(join(root, dir))
    .map((name) => `${dir}/${name}`)
    .filter((path) => {
      try {
        return statSync(join(root, path, 'tsconfig.json')).isFile();
      } catch {
        return false;
      }
    }),
);

function sourcesOf(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

const directImports = new Map();
for (const project of projects) {
  const used = new Set();
  for (const file of sourcesOf(join(root, project, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"]@console\/([a-z-]+)/g)) used.add(`libs/${match[1]}`);
  }
  used.delete(project);
  directImports.set(project, used);
}

function closure(project, seen = new Set()) {
  for (const lib of directImports.get(project) ?? []) {
    if (seen.has(lib)) continue;
    seen.add(lib);
    closure(lib, seen);
  }
  return seen;
}

let stale = 0;
for (const project of projects) {
  const file = join(root, project, 'tsconfig.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const libs = withoutReferences.has(project) ? [] : [...closure(project)].sort();
  if (libs.includes(project)) throw new Error(`${project} depends on itself (a cycle through ${libs.join(', ')})`);
  const references = libs.map((lib) => ({ path: relative(join(root, project), join(root, lib)) }));
  const next = { ...config };
  delete next.references;
  if (references.length > 0) next.references = references;
  if (JSON.stringify(next) === JSON.stringify(config)) continue;
  stale++;
  if (check) console.error(`${project}/tsconfig.json: references should be ${libs.join(', ') || 'none'}`);
  else await write(file, next);
}
const solutionFile = join(root, 'tools/typecheck/tsconfig.json');
const solution = {
  files: [],
  references: projects
    .filter((project) => !withoutReferences.has(project))
    .map((project) => ({ path: relative(join(root, 'tools/typecheck'), join(root, project)) })),
};
let current = null;
try {
  current = JSON.parse(readFileSync(solutionFile, 'utf8'));
} catch {
  // written below
}
if (JSON.stringify(current) !== JSON.stringify(solution)) {
  stale++;
  if (check) console.error('tools/typecheck/tsconfig.json: should list every project but apps/api');
  else await write(solutionFile, solution);
}
if (check && stale > 0) {
  console.error('Run `node tools/typecheck/references.mjs` to write them.');
  process.exit(1);
}

async function write(file, config) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(config), { ...options, filepath: file }));
}
