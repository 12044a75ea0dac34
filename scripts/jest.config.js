// @ts-check
// The scripts' pure parts (the bench's calibration, run order and goals; the field-data table; the lint rule for libraries' internals) run in Node: so do their tests, the check of the committed nginx configuration (deploy/) and what the topology harness reads of it (lib/).
const preset = require('../tooling/jest-preset').node(__dirname);

module.exports = { ...preset, displayName: 'scripts', testMatch: ['<rootDir>/{bench,vitals,deploy,lint,lib}/**/*.test.js'] };
