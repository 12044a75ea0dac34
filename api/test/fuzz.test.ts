import type { Server } from 'node:http';
import fc from 'fast-check';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { sessionToken } from './helpers/session';
import { shieldSignIn } from './helpers/shield';
import type { TestApp } from './helpers/test-app';
import { billingDemoData, createTestApp, demoData, testJwtSecret } from './helpers/test-app';

const champions = demoData.Champions;
const demoEmails = champions.map((champion) => champion.Email);

/** Strings an attacker would try, beside random ones and real values. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '%00',
    '\u0000',
    "' OR '1'='1",
    '(Email:starts_with:a)',
    '<script>alert(1)</script>',
    'a'.repeat(5000),
    '🙂',
  ),
  fc.constantFrom(...demoEmails, ...champions.map((champion) => champion.id)),
  fc.constantFrom(...demoData.Contacts.map((record) => record.id), ...demoData.Computer_Donors.map((record) => record.Donor_ID)),
);

const emailLike = fc.oneof(fc.constantFrom(...demoEmails), fc.emailAddress(), hostileText);

const jsonBody = fc.oneof(
  fc.record({ email: emailLike }),
  fc.record({ email: emailLike, extra: fc.jsonValue() }, { requiredKeys: ['email'] }),
  fc.record({ recordID: fc.oneof(fc.constantFrom(...champions.map((champion) => champion.id)), hostileText), authCode: hostileText }),
  fc.dictionary(fc.oneof(hostileText, fc.constantFrom('email', 'recordID', 'authCode')), fc.jsonValue(), { maxKeys: 5 }),
  fc.jsonValue(),
);

/** A raw body: mostly JSON, sometimes not JSON, too big, or under another content type. */
const body = fc.oneof(
  { weight: 6, arbitrary: jsonBody.map((value) => ({ type: 'application/json', text: JSON.stringify(value) ?? 'null' })) },
  { weight: 2, arbitrary: fc.record({ type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'), text: hostileText }) },
  { weight: 1, arbitrary: fc.constant({ type: 'application/json', text: `{"email":"${'x'.repeat(20_000)}"}` }) },
  { weight: 1, arbitrary: fc.constant({ type: 'application/json', text: '{"__proto__":{"admin":true},"email":"a@example.org"}' }) },
);

const pathSegment = fc.oneof(
  hostileText.map((text) => encodeURIComponent(text)),
  fc.constantFrom('%', '%E0%A4%A', '..%2F..%2F', '%2e%2e', 'Contacts', 'Computer_Donors', 'Champions', 'Computer_Inventory'),
);

/** A portal read that is mostly right for one champion, with some parts made hostile. */
const portalRead = fc
  .record({
    champion: fc.constantFrom(...champions),
    route: fc.constantFrom('championid', 'computer-inventory', 'portal-view', 'Champions', 'Contacts', 'Computer_Donors'),
    value: fc.oneof(
      fc.constantFrom(...demoEmails, ...champions.map((champion) => champion.id)),
      fc.constantFrom(...demoData.Contacts.map((record) => record.id), ...demoData.Computer_Donors.map((record) => record.id)),
      fc.constantFrom(...demoData.Computer_Donors.map((record) => record.Donor_ID)),
      hostileText,
    ),
    choice: fc.constantFrom('Contacts', 'Computer_Donors', 'Recipient', 'Donor_ID', 'Champions', 'Email', 'junk'),
    extra: fc.option(fc.tuple(hostileText, hostileText), { freq: 4 }),
  })
  .map(({ champion, route, value, choice, extra }) => {
    const encoded = encodeURIComponent(value);
    const extraParameter = extra === null ? '' : `&${encodeURIComponent(extra[0])}=${encodeURIComponent(extra[1])}`;
    const path =
      route === 'championid'
        ? `/api/championid?Name=${encoded}&moduleName=${choice}&param=Email${extraParameter}`
        : route === 'computer-inventory'
          ? `/api/computer-inventory?searchField=${choice}&searchValue=${encoded}${extraParameter}`
          : route === 'portal-view'
            ? `/api/portal-view${extraParameter.replace('&', '?')}`
            : `/api/${route}/${encoded}`;
    return { championId: champion.id, path };
  });

// Hundreds of requests per property: on a busy machine they take longer than Jest's default 5 s.
jest.setTimeout(60_000);

describe('hostile input (property-based)', () => {
  let testApp: TestApp;
  let server: Server;
  let authorization: fc.Arbitrary<string | undefined>;

  beforeAll(async () => {
    // The site-wide budgets' deliberate 503s have their own tests; here they must not run out.
    testApp = await createTestApp({ env: { SIGNIN_LOOKUPS_PER_MINUTE: '1000000', PORTAL_CRM_CALLS_PER_HOUR: '1000000' } });
    server = testApp.app.listen(0, '127.0.0.1');
    const exp = testApp.clock.now() / 1000 + 3600;
    authorization = fc.oneof(
      fc.constant(undefined),
      hostileText.map((text) => `Bearer ${text.replace(/[^\x21-\x7e]/g, '')}`),
      fc.constantFrom(...demoData.Champions.map((champion) => `Bearer ${sessionToken(champion.id, testApp.clock)}`)),
      fc.constant(`Bearer ${jwt.sign({ recordID: ['x'], exp }, testJwtSecret)}`),
      fc.constant(`Bearer ${jwt.sign({ recordID: { $ne: null }, exp }, testJwtSecret)}`),
    );
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const expectHandled = (answer: request.Response) => {
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    if (answer.status >= 400) expect(typeof (answer.body as { error: unknown }).error).toBe('string');
  };

  const send = (method: 'get' | 'post', path: string, options: { authorization?: string; clientAddress: string; body?: { type: string; text: string } }) => {
    let call = request(server)[method](path).set('X-Forwarded-For', options.clientAddress);
    if (options.authorization !== undefined) call = call.set('Authorization', options.authorization);
    if (options.body !== undefined) call = call.set('Content-Type', options.body.type).send(options.body.text);
    return call;
  };

  it('POST /api/email and /api/jwt never fail with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/api/email', '/api/jwt'), body, fc.ipV4(), async (path, requestBody, clientAddress) => {
        expectHandled(await send('post', path, { body: requestBody, clientAddress }));
      }),
      { numRuns: 300 },
    );
    await testApp.backgroundTasks.idle();
  });

  it('the portal reads never fail with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(portalRead, authorization, fc.boolean(), async ({ championId, path }, otherBearer, ownSession) => {
        const bearer = ownSession ? `Bearer ${sessionToken(championId, testApp.clock)}` : otherBearer;
        expectHandled(await send('get', path, { authorization: bearer, clientAddress: '198.51.100.1' }));
      }),
      { numRuns: 500 },
    );
  });

  it('the Shield account’s routes never fail with a 5xx', async () => {
    const cookie = await shieldSignIn(testApp, 'shield.household@example.org');
    const ownIds = billingDemoData.subscriptions.map((subscription) => subscription.subscription_id);
    const id = fc.oneof(fc.constantFrom(...ownIds, ...billingDemoData.invoices.map((invoice) => invoice.invoice_id)), pathSegment);
    const shieldCall = fc.oneof(
      fc.constantFrom('post /api/shield/sign-in', 'post /api/shield/session', 'post /api/shield/sign-out', 'get /api/shield/account'),
      fc.tuple(id, fc.constantFrom('cancel', 'reactivate', 'card')).map(([subscription, action]) => `post /api/shield/subscriptions/${subscription}/${action}`),
      id.map((invoice) => `get /api/shield/invoices/${invoice}/pdf`),
    );
    const shieldBody = fc.oneof(
      body,
      fc.record({ reason: fc.oneof(fc.constantFrom('moving', 'other', 'too-expensive'), hostileText), comment: fc.option(hostileText) }).map((value) => ({ type: 'application/json', text: JSON.stringify(value) })),
      fc.record({ code: hostileText }).map((value) => ({ type: 'application/json', text: JSON.stringify(value) })),
    );
    await fc.assert(
      fc.asyncProperty(shieldCall, shieldBody, fc.oneof(fc.constant(cookie), hostileText.map((text) => `shield_session=${text.replace(/[^\x21-\x7e]/g, '')}`)), async (call, requestBody, cookieHeader) => {
        const [method, path] = call.split(' ') as ['get' | 'post', string];
        const answer = await send(method, path, { body: requestBody, clientAddress: '198.51.100.3' }).set('Cookie', cookieHeader);
        // Sign-out's 204 and a PDF of the household's own invoice are the answers that are not JSON.
        if (answer.status === 204) expect(path).toBe('/api/shield/sign-out');
        else if (answer.headers['content-type'] === 'application/pdf') expect(answer.status).toBe(200);
        else expectHandled(answer);
      }),
      { numRuns: 300 },
    );
    await testApp.backgroundTasks.idle();
  });

  it('any method and path is answered in JSON, and the API still works afterwards', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('get', 'post'), fc.array(pathSegment, { maxLength: 4 }), body, async (method, segments, requestBody) => {
        expectHandled(await send(method, `/api/${segments.join('/')}`, { body: requestBody, clientAddress: '198.51.100.2' }));
      }),
      { numRuns: 200 },
    );
    expect((await request(server).get('/api/health')).body).toMatchObject({ status: 'ok' });
  });
});
