// @ts-check
const { federatedAppConfig, nodeRenderConfig } = require('./lib/webpack-config');
const { readRoutePaths, readRoutes, JsonAssetPlugin } = require('./lib/route-paths');

module.exports = { federatedAppConfig, nodeRenderConfig, readRoutePaths, readRoutes, JsonAssetPlugin };
