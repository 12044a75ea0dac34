// @ts-check
// The sign-in form posted to the shell's server (before the portal's code, or without JavaScript):
// the real API behind it, the same outcomes the portal's code shows, never the address in a URL.
const request = require('supertest');
const { outcomePath } = require('./sign-in-form');
const { apiStartTimeoutMs, createTestShell, startTestApi } = require('./testing');

/** @type {Awaited<ReturnType<typeof startTestApi>>} */
let api;
beforeAll(async () => {
  api = await startTestApi({ SIGNIN_LIMIT_PER_EMAIL: '2' });
}, apiStartTimeoutMs);
afterAll(() => api.close());

const champion = 'applicant.client@example.org';
const postForm = (/** @type {import('express').Express} */ shell, /** @type {string} */ form) =>
  request(shell).post('/auth').type('form').send(form);

describe('POST /auth (the sign-in form without the portal\'s code)', () => {
  it('asks the API for the link and sends the visitor to the confirmation: the email arrives, and the address is in no URL', async () => {
    const shell = createTestShell({ apiUrl: api.url, env: { TRUST_PROXY: 'loopback' } });
    const seen = api.mailbox.countTo(champion);
    const answer = await postForm(shell, `email=${encodeURIComponent(champion)}`).expect(303);
    expect(answer.headers.location).toBe('/auth/sent');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect((await api.mailbox.nextMailTo(champion, seen)).to).toContain(champion);
  });

  it('answers a malformed address with the invalid-email page, and a limited one with the wait in minutes', async () => {
    const shell = createTestShell({ apiUrl: api.url, env: { TRUST_PROXY: 'loopback' } });
    expect((await postForm(shell, 'email=not-an-address').expect(303)).headers.location).toBe('/auth/invalid-email');
    expect((await postForm(shell, '').expect(303)).headers.location).toBe('/auth/invalid-email');
    const limited = 'limited@example.org';
    for (let attempt = 0; attempt < 2; attempt += 1) await postForm(shell, `email=${limited}`).expect(303);
    // The per-email window has just started: 15 minutes.
    expect((await postForm(shell, `email=${limited}`).expect(303)).headers.location).toBe('/auth/try-again-in-15-min');
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }, 'applicant.approved@example.org'],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.example.org' }, 'applicant.review@example.org'],
    ['another Origin, no Sec-Fetch-Site', { Origin: 'https://evil.example' }, 'applicant.submitted@example.org'],
  ])('refuses a form posted from another site (%s): no link is asked for, and the visitor is told where to sign in', async (_case, headers, address) => {
    const shell = createTestShell({ apiUrl: api.url, env: { TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://portal.example.org' } });
    const seen = api.mailbox.countTo(address);
    const answer = await request(shell).post('/auth').set(headers).type('form').send(`email=${encodeURIComponent(address)}`);
    expect(answer.status).toBe(403);
    expect(answer.text).toBe('This form can only be sent from the site itself: open https://portal.example.org/auth to sign in.');
    // The same address then asked from the site itself: its one mail arrives, and no other came before it.
    await request(shell).post('/auth').set({ 'Sec-Fetch-Site': 'same-origin' }).type('form').send(`email=${encodeURIComponent(address)}`).expect(303);
    await api.mailbox.nextMailTo(address, seen);
    expect(api.mailbox.countTo(address)).toBe(seen + 1);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://portal.example.org' }],
    ['the site\'s Origin, no Sec-Fetch-Site', { Origin: 'https://portal.example.org' }],
  ])('accepts the form posted from the site itself (%s)', async (_case, headers) => {
    const shell = createTestShell({ apiUrl: api.url, env: { TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://portal.example.org' } });
    const answer = await request(shell).post('/auth').set(headers).type('form').send('email=someone.else%40example.org');
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/auth/sent');
  });

  it('says the server could not be reached when the API does not answer', async () => {
    const shell = createTestShell({ apiUrl: 'http://127.0.0.1:9', env: { TRUST_PROXY: 'loopback' } });
    expect((await postForm(shell, `email=${champion}`).expect(303)).headers.location).toBe('/auth/unreachable');
  });

  it('refuses a body that is not a small form with a 4xx, in plain words', async () => {
    const shell = createTestShell({ apiUrl: api.url, env: { TRUST_PROXY: 'loopback' } });
    const huge = await postForm(shell, `email=${'x'.repeat(5000)}`);
    expect(huge.status).toBe(413);
    expect(huge.text).not.toMatch(/Error|at \S+:\d+:\d+/);
  });

  it.each([
    [{ status: 202, body: { ok: true }, retryAfter: null }, '/auth/sent'],
    [{ status: 202, body: '<html>', retryAfter: null }, '/auth/failed'],
    [{ status: 429, body: {}, retryAfter: '45' }, '/auth/try-again-in-1-min'],
    [{ status: 429, body: {}, retryAfter: '61' }, '/auth/try-again-in-5-min'],
    [{ status: 429, body: {}, retryAfter: '300' }, '/auth/try-again-in-5-min'],
    [{ status: 429, body: {}, retryAfter: '301' }, '/auth/try-again-in-15-min'],
    [{ status: 429, body: {}, retryAfter: null }, '/auth/try-again-in-15-min'],
    [{ status: 503, body: {}, retryAfter: '30' }, '/auth/server-error'],
    [{ status: 502, body: undefined, retryAfter: null }, '/auth/server-error'],
    [{ status: 404, body: {}, retryAfter: null }, '/auth/failed'],
  ])('maps the API answer %j to %s, as the portal\'s code does', (answer, path) => {
    expect(outcomePath(answer)).toBe(path);
  });
});
