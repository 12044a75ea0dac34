// @ts-check
/** Every workspace's Jest project and the scripts' (the bench's pure parts), run together by `npm run test:unit`. */
module.exports = {
  projects: ['<rootDir>/tooling', '<rootDir>/composition-contract', '<rootDir>/trust-proxy-setting', '<rootDir>/ui', '<rootDir>/shell', '<rootDir>/shell/server', '<rootDir>/marketing-remote', '<rootDir>/shield-remote', '<rootDir>/portal-remote', '<rootDir>/appeals-remote', '<rootDir>/api', '<rootDir>/scripts'],
};
