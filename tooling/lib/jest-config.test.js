/** @jest-environment node */
// @ts-check
const path = require('node:path');
const { testTimeoutMs } = require('../test-settings');

// Jest takes `testTimeout` from the run's config and ignores the projects' own: a run from the root
// (`npx jest`, as `npm test` does) would otherwise give every test Jest's 5 s default.
test("a test run from the repository's root has the suites' time-out", () => {
  const rootConfig = require(path.join(__dirname, '../../jest.config.js'));
  expect(rootConfig.testTimeout).toBe(testTimeoutMs);
});
