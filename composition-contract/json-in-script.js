// @ts-check
// Free of dependencies: the browser bundles that carry the contract's browser parts carry it too.

/**
 * A value as JSON to write inside a script element: `<` escaped, so no text in it can close the script.
 * @param {unknown} value
 * @returns {string}
 */
function jsonInScript(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

module.exports = { jsonInScript };
