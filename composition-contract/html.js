// @ts-check
// The one HTML escaper of the project: what a server writes into HTML (the shell's head tags, the
// providers' values, the sitemap, the login email) goes through it. Free of dependencies: the
// browser's bundles carry it with the providers' module.

/** @type {Record<string, string>} */
const entities = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/**
 * Text made safe as an element's text and inside a quoted attribute, in HTML and in XML.
 * @param {string} value
 * @returns {string}
 */
function escapeHtml(value) {
  return value.replace(/[&"'<>]/g, (character) => entities[character] ?? character);
}

module.exports = { escapeHtml };
