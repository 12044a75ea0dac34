import request from 'supertest';
import { errorMessages } from '../src/shared/app-error';
import { createTestApp, demoChampion, signIn } from './helpers/test-app';

const grace = demoChampion('applicant.client@example.org');
const site = 'https://portal.example.org';

/**
 * Every state-changing request, including paths no route has yet (a route added later is covered
 * by the same rule, before it is even found).
 */
const stateChanging = [
  { method: 'post', path: '/api/email', body: { email: grace.email } },
  { method: 'post', path: '/api/jwt', body: { recordID: grace.id, authCode: 'a-code' } },
  { method: 'post', path: '/api/sign-out', body: {} },
  { method: 'post', path: '/api/vitals', body: { page: 'other', metrics: [{ name: 'CLS', value: 0 }] } },
  { method: 'post', path: '/api/billing/anything-added-later', body: {} },
  { method: 'put', path: '/api/anything', body: {} },
  { method: 'delete', path: '/api/anything', body: {} },
  { method: 'patch', path: '/api/anything', body: {} },
] as const;

describe('state-changing requests from other sites', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: same-site (a sibling host)', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.example.org' }],
    ['Sec-Fetch-Site: cross-site, even with this site\'s Origin', { 'Sec-Fetch-Site': 'cross-site', Origin: site }],
    ['no Sec-Fetch-Site and another Origin', { Origin: 'https://evil.example' }],
    ['no Sec-Fetch-Site and an opaque Origin (a sandboxed frame)', { Origin: 'null' }],
  ])('are refused with 403 on every state-changing request: %s', async (_case, headers) => {
    const testApp = await createTestApp({ env: { PUBLIC_URL: site } });
    for (const { method, path, body } of stateChanging) {
      const answer = await request(testApp.app)[method](path).set(headers).send(body);
      expect([method, path, answer.status, answer.body]).toEqual([method, path, 403, { error: errorMessages.crossSite }]);
    }
    await testApp.backgroundTasks.idle();
    expect(testApp.mailer.sent).toEqual([]);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin', Origin: site }],
    ['Sec-Fetch-Site: none (typed or bookmarked)', { 'Sec-Fetch-Site': 'none' }],
    ['no Sec-Fetch-Site and this site\'s Origin', { Origin: site }],
    ['neither header (a server-to-server call: the shell\'s sign-in form, curl)', {}],
  ])('this site\'s own requests are served: %s', async (_case, headers) => {
    const testApp = await createTestApp({ env: { PUBLIC_URL: site } });
    const answer = await request(testApp.app).post('/api/email').set(headers).send({ email: grace.email });
    expect(answer.status).toBe(202);
    await testApp.backgroundTasks.idle();
    expect(testApp.mailer.sent.map((mail) => mail.to)).toEqual([grace.email]);
  });

  it('may still read: GET answers whatever the site that asks', async () => {
    const testApp = await createTestApp({ env: { PUBLIC_URL: site } });
    const token = await signIn(testApp, grace.email);
    const answer = await request(testApp.app)
      .get(`/api/Champions/${grace.id}`)
      .set({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example', Authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
  });
});
