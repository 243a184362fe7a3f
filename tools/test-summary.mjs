// Prints the suite's closing line from the counts the jest reporter left in $TEST_RESULTS_DIR.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.env.TEST_RESULTS_DIR;
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  const counts = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  for (const key of Object.keys(totals)) totals[key] += counts[key];
}
const extraFailures = Number(process.argv[2] ?? 0);
console.log(`${totals.passed} passed, ${totals.failed + extraFailures} failed, ${totals.skipped} skipped`);
