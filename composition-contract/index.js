// @ts-check
// The composition contract: filled in by issue 17 (fragments, placeholders, element ids, route metadata,
// remote list) and issue 20 (provider configuration).
module.exports = {
  ...require('./providers'),
};
