import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '../src/config/config';
import { startApi } from '../src/start-api';
import { silentLogger } from './helpers/test-app';

describe('the running API', () => {
  it('listens on loopback, and on stop lets pending login emails finish before closing', async () => {
    const outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const print = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const config = loadConfig({ API_PORT: '0' });
    const api = await startApi({ ...config, mail: { kind: 'outbox', directory: outbox, from: config.mail.from } }, silentLogger);
    try {
      expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      await request(api.url).get('/api/health').expect(200);
      await request(api.url).post('/api/email').send({ email: 'applicant.submitted@example.org' }).expect(202);
    } finally {
      await api.stop();
    }
    expect(await readdir(outbox)).toHaveLength(1);
    expect(print).toHaveBeenCalledWith(expect.stringContaining('/portal?recordId='));
    await expect(request(api.url).get('/api/health')).rejects.toThrow();
    print.mockRestore();
    await rm(outbox, { recursive: true, force: true });
  });

  it('listens on every address with HOST=0.0.0.0', async () => {
    const api = await startApi(loadConfig({ API_PORT: '0', HOST: '0.0.0.0' }), silentLogger);
    try {
      const port = new URL(api.url).port;
      // 127.0.0.2 is another address of this machine, which a server bound to 127.0.0.1 does not answer.
      await request(`http://127.0.0.2:${port}`).get('/api/health').expect(200);
    } finally {
      await api.stop();
    }
  });

  it('on stop, refuses new connections and finishes the request in flight, closing its connection', async () => {
    const api = await startApi(loadConfig({ API_PORT: '0', LOG_LEVEL: 'silent' }), silentLogger);
    const body = JSON.stringify({ email: 'nobody@example.org' });
    const { hostname, port } = new URL(api.url);
    // The request is in flight: its body has not all arrived when the shutdown begins.
    // `Expect: 100-continue`: the server's "100 Continue" says its head has arrived (a connection without one counts as idle).
    const inFlight = http.request({
      host: hostname,
      port,
      path: '/api/email',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': body.length, Expect: '100-continue' },
    });
    const answered = once(inFlight, 'response') as Promise<[http.IncomingMessage]>;
    inFlight.flushHeaders();
    await once(inFlight, 'continue');
    inFlight.write(body.slice(0, 5));
    const stopped = api.stop();
    await expect(request(api.url).get('/api/health')).rejects.toThrow(/ECONNREFUSED/);
    inFlight.end(body.slice(5));
    const [response] = await answered;
    expect(response.statusCode).toBe(202);
    expect(response.headers.connection).toBe('close');
    response.resume();
    await stopped;
  });
});
