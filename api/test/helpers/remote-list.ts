import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RemoteList {
  url: string;
  close(): Promise<void>;
}

/** The shell's /remotes.json, as its server answers it, on a port of its own. */
export async function startRemoteList(remotes: { name: string; entry: string; paths: string[] }[]): Promise<RemoteList> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
    response.end(JSON.stringify(remotes));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/remotes.json`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
