// Where the test site runs: ports of their own, so a developer's `npm start` can keep running.
// E2E_PORT_OFFSET moves them all, so two checkouts can run the suite at once.
import path from 'node:path';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const repoRoot = path.resolve(__dirname, '../..');
export const tmpDir = path.join(repoRoot, 'e2e/.tmp');

export const ports = {
  shell: 3100 + offset,
  marketing: 3101 + offset,
  shield: 3102 + offset,
  portal: 3103 + offset,
  appeals: 3104 + offset,
  api: 4100 + offset,
  /** a second shell whose Shield remote starts out down */
  shellWithShieldDown: 3110 + offset,
  /** where that second shell looks for Shield */
  shieldLate: 3112 + offset,
};

export const siteUrl = `http://localhost:${ports.shell}`;
export const siteWithShieldDownUrl = `http://localhost:${ports.shellWithShieldDown}`;

export const remoteUrls = {
  MARKETING_REMOTE_URL: `http://localhost:${ports.marketing}`,
  SHIELD_REMOTE_URL: `http://localhost:${ports.shield}`,
  PORTAL_REMOTE_URL: `http://localhost:${ports.portal}`,
  APPEALS_REMOTE_URL: `http://localhost:${ports.appeals}`,
};
