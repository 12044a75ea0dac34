// @ts-check
const { federatedAppConfig, nodeRenderConfig } = require('./lib/webpack-config');
const { readRoutePaths, readRoutes, JsonAssetPlugin } = require('./lib/route-paths');
const { createStaticApp, listen, plainErrors } = require('./lib/static-server');

module.exports = { federatedAppConfig, nodeRenderConfig, readRoutePaths, readRoutes, JsonAssetPlugin, createStaticApp, listen, plainErrors };
