// @ts-check
// The shell's server runs in Node: its tests do too (the shell's own project is the browser app).
const preset = require('tooling/jest-preset').node(__dirname);

module.exports = { ...preset, displayName: 'shell-server', testMatch: ['<rootDir>/**/*.test.{js,ts}'] };
