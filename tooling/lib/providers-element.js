// @ts-check
// The development server's page gets the provider configuration the shell's server would give it
// (composition-contract/providers.js): PROVIDERS_FILE, or the development configuration.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { providersElement } = require('composition-contract/providers');
const { publicProviders, readProvidersConfig } = require('composition-contract/providers-config');

class ProvidersElementPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('ProvidersElementPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('ProvidersElementPlugin', (data) => {
        const providers = readProvidersConfig(process.env);
        if ('problems' in providers) {
          compilation.errors.push(new compiler.webpack.WebpackError(`The provider configuration is not usable:\n${providers.problems.join('\n')}`));
          return data;
        }
        return { ...data, html: data.html.replace('</body>', () => `${providersElement(publicProviders(providers.config))}</body>`) };
      });
    });
  }
}

module.exports = { ProvidersElementPlugin };
