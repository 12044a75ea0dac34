// @ts-check
// The build and serve tooling runs in Node: so do its tests.
const preset = require('./jest-preset').node(__dirname);

module.exports = { ...preset, testMatch: ['<rootDir>/lib/**/*.test.js'] };
