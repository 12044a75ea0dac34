// @ts-check
const preset = require('tooling/jest-preset').node(__dirname);

module.exports = { ...preset, testMatch: ['<rootDir>/*.test.js'] };
