// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const { RuleTester } = require('eslint');
const tseslint = require('typescript-eslint');
const { guardedLibraries, onlyInGuardedModule } = require('./library-internals');

const root = path.resolve(__dirname, '../..');
const at = (/** @type {string} */ file) => path.join(root, file);
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });

ruleTester.run('internals/only-in-guarded-module', onlyInGuardedModule, {
  valid: [
    { filename: at('shell/src/internals/styledComponentsSheet.ts'), code: "import { __PRIVATE__ } from 'styled-components'; __PRIVATE__.mainSheet.rehydrate();" },
    { filename: at('shell/src/internals/styledComponentsSheet.test.ts'), code: "import { __PRIVATE__ } from 'styled-components';" },
    { filename: at('tooling/lib/internals/react-lazy.js'), code: 'const loader = type._payload._result; Function.prototype.toString.call(loader);' },
    { filename: at('tooling/lib/internals/node-module-loader.js'), code: "const Module = require('node:module'); Module._extensions['.ts'] = load; module._compile(code, file);" },
    { filename: at('tooling/lib/shared-router.mjs'), code: "export { Link } from 'react-router-dom/dist/index.js';" },
    { filename: at('scripts/bench/internals/lighthouse.mjs'), code: "await import('lighthouse/core/lib/page-functions.js');" },
    { filename: at('ui/src/index.ts'), code: "import { startTransition } from 'react'; import { renderToString } from 'react-dom/server'; import { readRoutes } from 'tooling/lib/route-paths';" },
    { filename: at('api/test/helpers/read-pdf-text.mjs'), code: "import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';" },
    { filename: at('composition-contract/early-request-script.js'), code: 'const source = startEarlyRequest.toString();' },
  ],
  invalid: [
    { filename: at('shell/src/serverStyles/adoptServerSheet.ts'), code: "import { __PRIVATE__ } from 'styled-components';", errors: [{ message: "__PRIVATE__ is styled-components' main sheet: only shell/src/internals/styledComponentsSheet.ts touches it (docs/internals.md)" }] },
    { filename: at('tooling/lib/route-paths.js'), code: 'const loader = element.type._payload._result;', errors: [{ message: /_payload is React.lazy's payload: only tooling\/lib\/internals\/react-lazy.js/ }] },
    { filename: at('tooling/lib/route-paths.js'), code: "const loader = element.type['_payload'];", errors: [{ message: /_payload is React.lazy's payload/ }] },
    { filename: at('tooling/lib/route-paths.js'), code: 'Function.prototype.toString.call(loader);', errors: [{ message: /Function.prototype.toString is React.lazy's payload/ }] },
    { filename: at('tooling/swc-register.js'), code: "require.extensions['.ts'] = load;", errors: [{ message: /require.extensions is Node's CommonJS loader: only tooling\/lib\/internals\/node-module-loader.js/ }] },
    { filename: at('tooling/lib/route-paths.js'), code: "const { _extensions } = require('node:module');", errors: [{ message: /_extensions is Node's CommonJS loader/ }] },
    { filename: at('tooling/lib/webpack-config.js'), code: "require.resolve('react-router-dom/dist/index.js');", errors: [{ message: /react-router-dom\/dist\/index.js is react-router-dom's ES build file: only tooling\/lib\/shared-router.mjs/ }] },
    { filename: at('scripts/bench/lantern.mjs'), code: "import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';", errors: [{ message: /is Lighthouse's internals/ }] },
    { filename: at('shell/src/App.tsx'), code: "import { Something } from 'styled-components/dist/sheet';", errors: [{ message: /styled-components\/dist\/sheet is a file inside a package, not an entry point it exports/ }] },
    { filename: at('ui/src/index.ts'), code: 'const context = ThemeContext._currentValue;', errors: [{ message: /_currentValue is a library internal no module here touches/ }] },
    { filename: at('shell/src/index.ts'), code: "__webpack_require__('x');", errors: [{ message: /__webpack_require__ is a library internal/ }] },
  ],
});

describe('the guarded modules', () => {
  test.each(guardedLibraries.map(({ library, module }) => [library, module]))('%s: its module, %s, exists and docs/internals.md lists it', (_library, module) => {
    expect(fs.existsSync(at(module))).toBe(true);
    expect(fs.readFileSync(at('docs/internals.md'), 'utf8')).toContain(module);
  });
});
