// @ts-check
// One Jest setup for every workspace: SWC transforms TypeScript/TSX fast (tsc only type-checks).
const path = require('node:path');
const { testTimeoutMs } = require('./test-settings');

const swcTransform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

/** @param {string} dir */
const base = (dir) => ({
  rootDir: dir,
  displayName: path.basename(dir),
  transform: swcTransform,
  // Counts when a project runs alone (`-c <app>/jest.config.js`); the root config sets it for a whole run.
  testTimeout: testTimeoutMs,
  // Workspace packages (ui, test-support) are TypeScript sources: let SWC transform them too.
  transformIgnorePatterns: ['/node_modules/(?!(ui|test-support)/)'],
});

module.exports = {
  /** @param {string} dir */
  frontEnd: (dir) => ({
    ...base(dir),
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-dom.js')],
    moduleNameMapper: { '\\.(svg|png|jpe?g|webp|avif)$': path.join(__dirname, 'jest-file-stub.js') },
  }),
  /** @param {string} dir */
  node: (dir) => ({
    ...base(dir),
    testEnvironment: 'node',
    testMatch: ['<rootDir>/{src,test}/**/*.test.ts'],
    setupFiles: [path.join(__dirname, 'jest-setup-fast-check.js')],
  }),
};
