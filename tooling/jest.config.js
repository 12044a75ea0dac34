// @ts-check
module.exports = { ...require('./jest-preset').node(__dirname), testMatch: ['<rootDir>/lib/**/*.test.js'] };
