// @ts-check
const { federatedAppConfig } = require('./lib/webpack-config');
const { readRoutePaths, readRoutes, JsonAssetPlugin } = require('./lib/route-paths');
const { createStaticApp, listen, plainErrors } = require('./lib/static-server');

module.exports = { federatedAppConfig, readRoutePaths, readRoutes, JsonAssetPlugin, createStaticApp, listen, plainErrors };
