// A site of its own for the portal tests: the API mailing through a real SMTP server on loopback
// (the suite's shared API writes mail to its outbox), and a shell in front of it using the
// suite's remotes.
import type { ChildProcess } from 'node:child_process';
import { test } from '@playwright/test';
import { SmtpSink } from 'test-support/smtp-sink';
import { freePort, recentOutput, startServer, stopServer } from './processes';
import { remoteUrls } from './site';

/** Champions of the API's demo data (api/demo-data.json) the portal tests sign in as. */
export const demoChampions = {
  /** an applicant */
  grace: { email: 'applicant.client@example.org', id: '5725767000000100007' },
  /** a donor with several donations */
  robert: { email: 'donor.many@example.org', id: '5725767000000100010' },
};

export type PortalSite = { url: string; mailbox: SmtpSink; stop: () => Promise<void>; output: () => string };

/**
 * A portal site of the spec file's own: started before its first test, stopped after its last.
 * The object is filled in when the site has started (before any test reads it).
 */
export function portalSiteForThisFile(apiEnv: Record<string, string> = {}): PortalSite {
  const site = {} as PortalSite;
  test.beforeAll(async () => {
    Object.assign(site, await startPortalSite(apiEnv));
  });
  // A server's own account of a failure (a 5xx, a refused call) is in its log, not in the page.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern; it needs none
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus && site.output) {
      await testInfo.attach('what the API and the shell of this file wrote', { body: site.output(), contentType: 'text/plain' });
    }
  });
  test.afterAll(async () => {
    await site.stop?.();
  });
  return site;
}

/** `apiEnv`: settings of the API beyond the site's (a spec file's own limits). */
export async function startPortalSite(apiEnv: Record<string, string> = {}): Promise<PortalSite> {
  const [smtpPort, apiPort, shellPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const mailbox = await SmtpSink.start(smtpPort);
  const url = `http://localhost:${shellPort}`;
  const servers: ChildProcess[] = [];
  try {
    servers.push(
      await startServer('api (portal tests)', ['api/dist/server.js'], apiPort, {
        API_PORT: String(apiPort),
        PUBLIC_URL: url,
        SMTP_URL: mailbox.url,
        LOG_LEVEL: 'warn',
        ...apiEnv,
      }),
    );
    servers.push(
      await startServer('shell (portal tests)', ['shell/server/index.js'], shellPort, {
        ...remoteUrls,
        API_URL: `http://localhost:${apiPort}`,
        PORT: String(shellPort),
      }),
    );
  } catch (error) {
    await Promise.all(servers.map(stopServer));
    await mailbox.stop();
    throw error;
  }
  return {
    url,
    mailbox,
    output: () => servers.map((server, index) => `--- ${['api', 'shell'][index]}\n${recentOutput(server)}`).join('\n'),
    stop: async () => {
      await Promise.all(servers.map(stopServer));
      await mailbox.stop();
    },
  };
}

/** The login link in a login email. */
export function loginLinkIn(text: string): URL {
  const link = /https?:\/\/\S+\/portal\?\S+/.exec(text)?.[0];
  if (link === undefined) throw new Error(`no login link in: ${text}`);
  return new URL(link);
}
