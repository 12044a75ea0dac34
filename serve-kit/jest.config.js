// @ts-check
// The serving code runs in Node: so do its tests.
const preset = require('tooling/jest-preset').node(__dirname);

module.exports = { ...preset, testMatch: ['<rootDir>/*.test.js'] };
