// react-router needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
// Testing Library's waits end before the test's own time-out, from the same setting.
require('@testing-library/react').configure({ asyncUtilTimeout: require('./test-settings').asyncUtilTimeoutMs });
globalThis.scrollTo = () => {};
