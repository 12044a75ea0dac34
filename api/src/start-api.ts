import { once } from 'node:events';
import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { Config } from './config/config';
import { createDependencies } from './dependencies';

const shutdownGraceMs = 10_000;

export interface RunningApi {
  url: string;
  /**
   * Drains: stops accepting connections, answers `/api/health` 503 on the connections still open,
   * lets the running requests finish (at most 10 s; their connections then close, so a load
   * balancer sends what comes next to another instance), waits for the pending emails (each on its
   * own SMTP connection), ends the archive drawers' threads, then closes Redis.
   */
  stop(): Promise<void>;
}

export async function startApi(config: Config, logger: Logger): Promise<RunningApi> {
  const dependencies = await createDependencies(config, logger);
  const app = createApp(dependencies);
  const server = createServer(app);
  const inFlight = new Set<ServerResponse>();
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (app.locals.draining === true) response.shouldKeepAlive = false;
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  server.listen(config.port, config.host);
  await once(server, 'listening');
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;

  return {
    url,
    async stop() {
      app.locals.draining = true;
      for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
      const closed = once(server, 'close');
      server.close();
      // Keep-alive connections close as soon as they fall idle, not after their idle timeout.
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      const deadline = setTimeout(() => server.closeAllConnections(), shutdownGraceMs).unref();
      server.closeIdleConnections();
      await closed;
      clearInterval(idleSweep);
      clearTimeout(deadline);
      await dependencies.backgroundTasks.idle();
      await dependencies.archiveDrawers.close();
      await dependencies.store.close();
    },
  };
}
