// Every property-based test runs with the suite's seed (tooling/test-settings.js).
const fc = require('fast-check');
const { fastCheckSeed } = require('./test-settings');

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: fastCheckSeed });
