// @ts-check
// The scripts' pure parts (the bench's calibration, run order and goals; the field-data table; the lint rule for libraries' internals) run in Node: so do their tests, and the check of the committed nginx configuration (deploy/).
const preset = require('../tooling/jest-preset').node(__dirname);

module.exports = { ...preset, displayName: 'scripts', testMatch: ['<rootDir>/{bench,vitals,deploy,lint}/**/*.test.js'] };
