import pino from 'pino';
import request from 'supertest';
import { LocalCrm } from '../src/crm/local-crm';
import { errorMessages } from '../src/shared/app-error';
import { sessionToken } from './helpers/session';
import { createTestApp, demoChampion, demoData } from './helpers/test-app';

const grace = demoChampion('applicant.client@example.org');

const expectJsonError = (answer: request.Response, status: number) => {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(answer.body as object)).toEqual(['error']);
  expect(typeof (answer.body as { error: unknown }).error).toBe('string');
};

describe('HTTP layer', () => {
  it('answers malformed JSON with 400', async () => {
    const { app } = await createTestApp();
    const answer = await request(app).post('/api/email').set('Content-Type', 'application/json').send('{"email": ');
    expectJsonError(answer, 400);
    expect(answer.body).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('answers a body over 10 kB with 413', async () => {
    const { app } = await createTestApp();
    const answer = await request(app).post('/api/email').send({ email: 'a@example.org', padding: 'x'.repeat(11 * 1024) });
    expectJsonError(answer, 413);
  });

  it('answers a body that is not JSON, or has unknown fields, with 400', async () => {
    const { app } = await createTestApp();
    expectJsonError(await request(app).post('/api/email').set('Content-Type', 'text/plain').send('email=a@example.org'), 400);
    expectJsonError(await request(app).post('/api/email').send({ email: 'a@example.org', admin: true }), 400);
    expectJsonError(await request(app).post('/api/email').send([{ email: 'a@example.org' }]), 400);
    expectJsonError(await request(app).post('/api/jwt').send({ recordID: grace.id, authCode: 'x', recordId: 'y' }), 400);
    expectJsonError(await request(app).post('/api/jwt').send({ recordID: '../1', authCode: 'x' }), 400);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const { app } = await createTestApp();
    expectJsonError(await request(app).get('/api/unknown'), 404);
    expectJsonError(await request(app).post('/api/health'), 404);
    expectJsonError(await request(app).get('/'), 404);
    expectJsonError(await request(app).delete('/api/Contacts/1'), 404);
  });

  it('answers a path that cannot be decoded with a JSON 400', async () => {
    const { app, clock } = await createTestApp();
    const answer = await request(app).get('/api/Contacts/%E0%A4%A').set('Authorization', `Bearer ${sessionToken(grace.id, clock)}`);
    expectJsonError(answer, 400);
  });

  it('answers an unexpected failure with a bare 500: no message, no stack trace', async () => {
    const local = new LocalCrm(demoData);
    const crm = Object.assign(local, {
      getRecord: async () => {
        throw new Error('database password is hunter2');
      },
    });
    const { app, clock } = await createTestApp({ crm });
    const answer = await request(app).get(`/api/Champions/${grace.id}`).set('Authorization', `Bearer ${sessionToken(grace.id, clock)}`);
    expectJsonError(answer, 500);
    expect(answer.body).toEqual({ error: errorMessages.internal });
    expect(answer.text).not.toContain('hunter2');
  });

  it('sends security headers and forbids caching', async () => {
    const { app } = await createTestApp();
    const answer = await request(app).get('/api/health');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['strict-transport-security']).toBeDefined();
    expect(answer.headers['x-powered-by']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('logs requests without tokens or email addresses', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const { app, clock } = await createTestApp({ logger });
    const token = sessionToken(grace.id, clock);
    await request(app)
      .get(`/api/championid?Name=${grace.email}&moduleName=Contacts&param=Email`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    await request(app).post('/api/jwt').send({ recordID: grace.id, authCode: 'secret-code' }).expect(401);
    const log = lines.join('\n');
    expect(log).toContain('/api/championid');
    for (const secret of [token, grace.email, 'secret-code']) expect(log).not.toContain(secret);
  });

  it('reports health', async () => {
    const { app } = await createTestApp();
    const answer = await request(app).get('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', redis: 'not configured', crm: 'up' });
  });

  it('reports itself not ready once it drains for a shutdown', async () => {
    const { app } = await createTestApp();
    app.locals.draining = true;
    const answer = await request(app).get('/api/health');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'draining', redis: 'not configured', crm: 'up' });
  });
});
