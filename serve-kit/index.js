// @ts-check
const { createStaticApp, plainErrors } = require('./static-server');
const { listen, listenHost, drainable, staticHealth } = require('./graceful-server');

module.exports = { createStaticApp, plainErrors, listen, listenHost, drainable, staticHealth };
