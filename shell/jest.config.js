// @ts-check
const frontEnd = require('tooling/jest-preset').frontEnd(__dirname);

// The app's tests, plus the server's (each declaring the Node environment).
module.exports = { ...frontEnd, testMatch: [...frontEnd.testMatch, '<rootDir>/server/**/*.test.ts'] };
