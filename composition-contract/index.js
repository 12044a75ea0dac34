// @ts-check
// The composition contract: what the remotes, the shell's build, the shell's server and the
// browser agree on. The browser imports only `composition-contract/page` (no zod in its bundles).
module.exports = {
  ...require('./page'),
  ...require('./fragments'),
  ...require('./routes'),
};
