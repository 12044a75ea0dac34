// @ts-check
/** Every workspace's Jest project and the scripts' (the bench's pure parts), run together by `npm run test:unit`. */
const { testTimeoutMs } = require('./tooling/test-settings');

module.exports = {
  // Jest reads the time-out from the run's own config only, never from a project's: without it here
  // every test run from the root had Jest's 5 s default, not the suites' setting.
  testTimeout: testTimeoutMs,
  projects: ['<rootDir>/tooling', '<rootDir>/composition-contract', '<rootDir>/trust-proxy-setting', '<rootDir>/serve-kit', '<rootDir>/ui', '<rootDir>/shell', '<rootDir>/shell/server', '<rootDir>/marketing-remote', '<rootDir>/shield-remote', '<rootDir>/portal-remote', '<rootDir>/appeals-remote', '<rootDir>/api', '<rootDir>/scripts'],
};
