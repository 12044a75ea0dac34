// @ts-check
// Markdown tables as the bench's reports write them, and as their tests read them back. CommonJS and
// free of imports, so Jest tests it as it is and the report modules of either kind require it.

/** One table row. @param {string[]} cells */
const tableRow = (cells) => `| ${cells.join(' | ')} |`;

/**
 * A table's body rows as cells (the header and its separator left out), from a text that may hold
 * prose around the table.
 * @param {string} markdown
 */
function tableBodyRows(markdown) {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
}

module.exports = { tableBodyRows, tableRow };
