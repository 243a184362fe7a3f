// Writes each jest run's counts to $TEST_RESULTS_DIR, so the test script can print one closing
// line ('N passed, N failed') for the whole suite across projects.
const fs = require('node:fs');
const path = require('node:path');

class ResultsReporter {
  constructor(globalConfig) {
    this.globalConfig = globalConfig;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_RESULTS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const name = path.basename(this.globalConfig.rootDir) + '-' + process.pid + '.json';
    const counts = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.writeFileSync(path.join(dir, name), JSON.stringify(counts));
  }
}

module.exports = ResultsReporter;
