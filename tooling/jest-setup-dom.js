// react-router needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
// Testing Library's waits end before the test's own time-out, from the same setting.
require('@testing-library/react').configure({ asyncUtilTimeout: require('./test-settings').asyncUtilTimeoutMs });
globalThis.scrollTo = () => {};
// Pages read the provider configuration the shell's server puts in them: tests get the example's
// (tests in Node, as on a server, have no page and render what a remote's build prerenders).
/* global beforeEach -- a Jest setup file */
const { exampleProviders, setPageProviders } = require('composition-contract/providers-testing');
if (typeof document !== 'undefined') beforeEach(() => setPageProviders(exampleProviders));
