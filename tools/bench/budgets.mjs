// The bench's byte budgets (tools/bench/budgets.json): a figure past its budget fails `npm run bench`, so a
// change that grows the login path or a remote's first entry says so in its own run. Bytes, never time.
import fs from 'node:fs';
import path from 'node:path';
import { APPS } from '../deployment/deployment-manifest.mjs';

const BUDGETS_FILE = path.join(path.dirname(new URL(import.meta.url).pathname), 'budgets.json');

/** A built file's size as served: its brotli copy when the build made one (small files are sent as they are). */
function servedSize(file) {
  return fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : fs.statSync(file).size;
}

/**
 * Each remote's first-entry JavaScript, from its build: its remoteEntry.js, the scripts its Domain module
 * needs at once (mf-manifest.json's sync assets), and its own copy of each shared package the shell does
 * not provide (the shell's manifest does not list it), compressed as served. What the shell provides is
 * not fetched again, so it is not counted.
 */
export function remoteEntryBytes(distDir) {
  const manifestOf = (project) => JSON.parse(fs.readFileSync(path.join(distDir, project, 'mf-manifest.json'), 'utf8'));
  const provided = new Set(manifestOf(APPS.shell.project).shared.map((shared) => shared.name));
  const figures = {};
  for (const [remote, { project }] of Object.entries(APPS)) {
    if (remote === 'shell') continue;
    const dir = path.join(distDir, project);
    const manifest = manifestOf(project);
    const domain = manifest.exposes.find((expose) => expose.name === 'Domain') ?? manifest.exposes[0];
    const ownShared = manifest.shared.filter((shared) => !provided.has(shared.name)).flatMap((shared) => shared.assets.js.sync);
    const files = new Set([manifest.metaData.remoteEntry.name, ...(domain?.assets.js.sync ?? []), ...ownShared]);
    figures[remote] = [...files].reduce((sum, file) => sum + servedSize(path.join(dir, file)), 0);
  }
  return figures;
}

/** The figures a budget names: a key of the figures, or remoteEntryBytes.<remote>. */
const figureOf = (figures, key) => key.split('.').reduce((value, part) => value?.[part], figures);

/**
 * Compares the figures that ran with their budgets. Answers the lines to print and whether any is past
 * its budget; a figure that did not run is not judged.
 */
export function judgeBudgets(figures, budgets = JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8')).budgets) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const lines = [];
  let over = false;
  for (const [key, { budget, goal, what }] of Object.entries(budgets)) {
    const figure = figureOf(figures, key);
    if (figure === undefined) continue;
    const past = figure > budget;
    over ||= past;
    const towards = goal !== undefined && figure > goal ? `, goal ${kib(goal)}` : '';
    lines.push(`  ${past ? 'OVER' : 'ok  '} ${what}: ${kib(figure)} (budget ${kib(budget)}${towards})`);
  }
  return { lines, over };
}
