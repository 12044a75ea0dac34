import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { Config } from './config/config';
import { createDependencies } from './dependencies';

const shutdownGraceMs = 10_000;

export interface RunningApi {
  url: string;
  /** Stops taking requests, lets the running ones and the pending emails finish, then closes Redis. */
  stop(): Promise<void>;
}

export async function startApi(config: Config, logger: Logger): Promise<RunningApi> {
  const dependencies = await createDependencies(config, logger);
  const server = createServer(createApp(dependencies));
  server.listen(config.port, config.host);
  await once(server, 'listening');
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;

  return {
    url,
    async stop() {
      const closed = once(server, 'close');
      server.close();
      server.closeIdleConnections();
      const deadline = setTimeout(() => server.closeAllConnections(), shutdownGraceMs).unref();
      await closed;
      clearTimeout(deadline);
      await dependencies.backgroundTasks.idle();
      await dependencies.store.close();
    },
  };
}
