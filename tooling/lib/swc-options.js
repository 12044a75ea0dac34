// @ts-check
// One SWC set-up for every place that compiles the apps' TypeScript: webpack (browser and Node
// builds) and Jest. Server-rendered HTML is hydrated by code another build compiled, so both must
// give each styled component the same id: the styled-components plugin derives it from the file's
// content and a namespace, and the namespace is the name of the package the file belongs to (`ui`'s
// files are `ui` whichever app compiles them).
const fs = require('node:fs');
const path = require('node:path');

/** @type {Map<string, string>} */
const packageNameOfDir = new Map();

/**
 * The name in the nearest package.json above a file.
 * @param {string} file
 * @returns {string}
 */
function packageNameOf(file) {
  const dir = path.dirname(file);
  const known = packageNameOfDir.get(dir);
  if (known) return known;
  const manifest = path.join(dir, 'package.json');
  const parent = path.dirname(dir);
  const name = fs.existsSync(manifest)
    ? /** @type {{ name: string }} */ (JSON.parse(fs.readFileSync(manifest, 'utf8'))).name
    : parent === dir
      ? 'app'
      : packageNameOf(dir);
  packageNameOfDir.set(dir, name);
  return name;
}

/**
 * SWC options for one source file.
 * @param {{ file: string, production?: boolean, commonjs?: boolean, target?: string }} options
 */
function swcOptionsFor({ file, production = true, commonjs = false, target = 'es2020' }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
      target,
      experimental: {
        plugins: [[require.resolve('@swc/plugin-styled-components'), { namespace: packageNameOf(file), displayName: !production, ssr: true, fileName: false }]],
      },
    },
    ...(commonjs ? { module: { type: 'commonjs' } } : {}),
  };
}

/**
 * The webpack rule compiling the apps' own TypeScript/JavaScript (not node_modules) with SWC.
 * @param {{ production: boolean }} options
 * @returns {import('webpack').RuleSetRule}
 */
function swcRule({ production }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: ({ resource }) => [{ loader: require.resolve('swc-loader'), options: swcOptionsFor({ file: resource ?? '', production }) }],
  };
}

module.exports = { swcOptionsFor, swcRule, packageNameOf };
