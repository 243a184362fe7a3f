// `npm run release -- import-deployment [<file>]`: the deployment file of an earlier version (kept on one
// host's disk) and its history (the .history.jsonl beside it) moved into the API's release state in one
// change, checked as every change is. Only into releases that have no history yet: once moved, the file
// is read by nothing.
import fs from 'node:fs';
import { changeFromCurrent } from './commands.mjs';
import { validateDeployment } from './deployment-document.mjs';

/** The history lines of a file (a torn last line, from a crash mid-append, is skipped). */
function historyLines(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

export async function importDeployment(config, file) {
  if (!fs.existsSync(file)) throw new Error(`No deployment file at ${file} (give its path: npm run release -- import-deployment <file>)`);
  let document;
  try {
    document = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} does not parse (${error.message})`, { cause: error });
  }
  validateDeployment(config, document, []);
  const importedHistory = historyLines(file.replace(/\.json$/, '') + '.history.jsonl');
  await changeFromCurrent(config, ({ version }) => {
    if (version !== 1)
      throw new Error('The releases in the API have been changed already: import-deployment moves a file into new ones only');
    return { command: ['import-deployment', file], document, importedHistory };
  });
  return { imported: file, lines: importedHistory.length };
}
