// @ts-check
// The processes that serve the whole site, as `npm start` runs them: the API, the four remotes
// (serve-kit/bin/serve-app.js) and the shell's server. Shared by `npm start` and `npm run bench`, so
// the bench measures exactly what `npm start` serves.
import { createRequire } from 'node:module';
import path from 'node:path';

const { remotes, localPort } = createRequire(import.meta.url)('../../shell/remotes.js');

/**
 * @param {NodeJS.ProcessEnv} env read like `npm start` reads it: PORT, API_PORT, API_URL, the remotes' *_PORT
 * @returns {{ shellPort: number, apiPort: number, processes: { name: string, port: number, command: string[], env?: Record<string, string> }[] }}
 *   each process's own variables (`env`) go on top of the caller's environment
 */
export function siteProcesses(env) {
  const shellPort = Number(env.PORT ?? 3000);
  const apiPort = Number(env.API_PORT ?? 4000);
  return {
    shellPort,
    apiPort,
    processes: [
      { name: 'api', port: apiPort, command: ['node', 'api/dist/server.js'], env: { API_PORT: String(apiPort) } },
      ...remotes.map((/** @type {(typeof import('../../shell/remotes.js').remotes)[number]} */ remote) => ({
        name: remote.name,
        port: localPort(remote, env),
        command: ['node', 'serve-kit/bin/serve-app.js', path.join(remote.folder, 'dist'), String(localPort(remote, env))],
      })),
      // The shell finds the remotes from the same variables (remotes.js), so only the API is passed.
      {
        name: 'shell',
        port: shellPort,
        command: ['node', 'shell/server/index.js'],
        env: { PORT: String(shellPort), API_URL: env.API_URL ?? `http://localhost:${apiPort}` },
      },
    ],
  };
}
