// @ts-check
module.exports = require('tooling/jest-preset').node(__dirname);
