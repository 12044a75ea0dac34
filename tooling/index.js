// @ts-check
const { federatedAppConfig, nodeRenderConfig } = require('./lib/webpack-config');
const { readRoutePaths, readRoutes, JsonAssetPlugin } = require('./lib/route-paths');
const { createStaticApp, plainErrors } = require('./lib/static-server');
const { listen, listenHost } = require('./lib/graceful-server');

module.exports = { federatedAppConfig, nodeRenderConfig, readRoutePaths, readRoutes, JsonAssetPlugin, createStaticApp, listen, listenHost, plainErrors };
