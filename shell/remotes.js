// @ts-check
/**
 * The four remotes the shell composes: their federation names, where each lives by default, and the
 * variable that moves it. Read by the shell's server at run time and by its build (path lists).
 */
const remotes = [
  { name: 'marketing', folder: 'marketing-remote', urlVariable: 'MARKETING_REMOTE_URL', defaultUrl: 'http://localhost:3001' },
  { name: 'shield', folder: 'shield-remote', urlVariable: 'SHIELD_REMOTE_URL', defaultUrl: 'http://localhost:3002' },
  { name: 'portal', folder: 'portal-remote', urlVariable: 'PORTAL_REMOTE_URL', defaultUrl: 'http://localhost:3003' },
  { name: 'appeals', folder: 'appeals-remote', urlVariable: 'APPEALS_REMOTE_URL', defaultUrl: 'http://localhost:3004' },
];

module.exports = { remotes };
