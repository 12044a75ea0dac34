// @ts-check
// Where a topology run leaves what it found, for the run's own failure summary
// (scripts/test-topology.mjs) and for a reader: written by the tests and their harness.
const path = require('node:path');

const resultsDir = path.join(__dirname, '..', 'test-results');

module.exports = {
  /** Each test's figures, a failed test's too (its first failures' samples, the instances' exit codes). */
  figuresFile: path.join(resultsDir, 'topology-figures.json'),
  /** Each instance's output and nginx's logs, kept after the run. */
  logDir: path.join(resultsDir, 'topology-logs'),
};
