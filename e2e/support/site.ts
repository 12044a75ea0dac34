// Where the test site runs: ports of their own, so a developer's `npm start` can keep running.
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
export const tmpDir = path.join(repoRoot, 'e2e/.tmp');

export const ports = {
  shell: 3100,
  marketing: 3101,
  shield: 3102,
  portal: 3103,
  appeals: 3104,
  api: 4100,
  /** a second shell whose Shield remote starts out down */
  shellWithShieldDown: 3110,
  /** where that second shell looks for Shield */
  shieldLate: 3112,
};

export const siteUrl = `http://localhost:${ports.shell}`;
export const siteWithShieldDownUrl = `http://localhost:${ports.shellWithShieldDown}`;

/** The marketing remote is served from this copy of its build, so a test can redeploy it. */
export const marketingLiveDir = path.join(tmpDir, 'marketing-live');

export const remoteUrls = {
  MARKETING_REMOTE_URL: `http://localhost:${ports.marketing}`,
  SHIELD_REMOTE_URL: `http://localhost:${ports.shield}`,
  PORTAL_REMOTE_URL: `http://localhost:${ports.portal}`,
  APPEALS_REMOTE_URL: `http://localhost:${ports.appeals}`,
};
