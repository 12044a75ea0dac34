import { mkdtemp, readdir, rm } from 'node:fs/promises';
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
});
