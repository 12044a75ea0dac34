// Starts the production builds (`npm run build` first) on the test ports: the API, the four
// remotes, the shell, and a second shell whose Shield remote is down.
import fs from 'node:fs';
import { serveRemote, startServer, stopServer } from './support/processes';
import { ports, remoteUrls, tmpDir } from './support/site';

export default async function globalSetup() {
  fs.rmSync(tmpDir, { recursive: true, force: true });
  fs.mkdirSync(tmpDir, { recursive: true });

  const shellEnv = { API_URL: `http://localhost:${ports.api}`, ...remoteUrls };
  const servers = await Promise.all([
    startServer('api', ['api/dist/server.js'], ports.api, { API_PORT: String(ports.api), PUBLIC_URL: `http://localhost:${ports.shell}` }),
    serveRemote('marketing', 'marketing-remote/dist', ports.marketing),
    serveRemote('shield', 'shield-remote/dist', ports.shield),
    serveRemote('portal', 'portal-remote/dist', ports.portal),
    serveRemote('appeals', 'appeals-remote/dist', ports.appeals),
    startServer('shell', ['shell/server/index.js'], ports.shell, { ...shellEnv, PORT: String(ports.shell) }),
    startServer('shell (Shield down)', ['shell/server/index.js'], ports.shellWithShieldDown, {
      ...shellEnv,
      PORT: String(ports.shellWithShieldDown),
      SHIELD_REMOTE_URL: `http://localhost:${ports.shieldLate}`,
      // It would wait this long for the Shield remote before it listens (degraded).
      STARTUP_WAIT_SECONDS: '3',
    }),
  ]);
  return async () => {
    await Promise.all(servers.map(stopServer));
  };
}
