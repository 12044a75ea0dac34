// The monolithic comparison (bench/monolith: `npm run build -w monolith-comparison`, built here) served by the
// shell's server on the test ports, beside the API and the four remotes' production builds (`npm
// run build` first), which still publish the route lists the server reads.
import { spawnSync } from 'node:child_process';
import { serveRemote, startServer, stopServer } from '../support/processes';
import { ports, remoteUrls, repoRoot, siteUrl } from '../support/site';

export default async function globalSetup() {
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'monolith-comparison'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the monolith failed');
  const servers = await Promise.all([
    startServer('api', ['api/dist/server.js'], ports.api, { API_PORT: String(ports.api), PUBLIC_URL: siteUrl }),
    serveRemote('marketing', 'marketing-remote/dist', ports.marketing),
    serveRemote('shield', 'shield-remote/dist', ports.shield),
    serveRemote('portal', 'portal-remote/dist', ports.portal),
    serveRemote('appeals', 'appeals-remote/dist', ports.appeals),
    startServer('shell (monolith)', ['shell/server/index.js'], ports.shell, {
      ...remoteUrls,
      API_URL: `http://localhost:${ports.api}`,
      PORT: String(ports.shell),
      SHELL_DIST: 'bench/monolith/dist',
      SHELL_MONOLITH: '1',
    }),
  ]);
  return async () => {
    await Promise.all(servers.map(stopServer));
  };
}
