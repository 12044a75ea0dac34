// @ts-check
module.exports = require('tooling/jest-preset').frontEnd(__dirname);
