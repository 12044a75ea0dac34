import request from 'supertest';
import { InProcessCacheStore } from '../src/cache/in-process-cache-store';
import { CachedCrm } from '../src/crm/cached-crm';
import { LocalCrm } from '../src/crm/local-crm';
import { rateLimitSubject } from '../src/http/security';
import { errorMessages } from '../src/shared/app-error';
import { ManualClock } from './helpers/manual-clock';
import type { TestApp } from './helpers/test-app';
import { createTestApp, demoChampion, demoData, requestLoginLink, silentLogger } from './helpers/test-app';

const grace = demoChampion('applicant.client@example.org');

const askForLink = (testApp: TestApp, email: string, clientAddress?: string) => {
  const call = request(testApp.app).post('/api/email');
  return (clientAddress === undefined ? call : call.set('X-Forwarded-For', clientAddress)).send({ email });
};

const expectTooMany = (answer: request.Response, maxWaitSeconds: number) => {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ error: errorMessages.tooManyRequests });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWaitSeconds);
};

describe('rate limits', () => {
  it('allow SIGNIN_LIMIT_PER_EMAIL link requests per email in 15 minutes, known or not', async () => {
    const clock = new ManualClock();
    const testApp = await createTestApp({ clock });
    for (const email of [grace.email, 'stranger@example.org']) {
      for (let request = 1; request <= 5; request += 1) {
        expect((await askForLink(testApp, email, `198.51.100.${request}`)).status).toBe(202);
      }
      expectTooMany(await askForLink(testApp, email.toUpperCase(), '198.51.100.99'), 900);
      // The next minute: one network's share of the minute's budget is not what is tested here.
      clock.advanceSeconds(60);
    }
    clock.advanceSeconds(14 * 60);
    expect((await askForLink(testApp, grace.email, '198.51.100.1')).status).toBe(202);
  });

  it('allow SIGNIN_LIMIT_PER_IP link requests per client address', async () => {
    const testApp = await createTestApp({ env: { SIGNIN_LIMIT_PER_IP: '3', SIGNIN_LIMIT_PER_EMAIL: '100' } });
    for (let request = 1; request <= 3; request += 1) {
      expect((await askForLink(testApp, `person${request}@example.org`, '203.0.113.7')).status).toBe(202);
    }
    expectTooMany(await askForLink(testApp, 'person4@example.org', '203.0.113.7'), 900);
    expect((await askForLink(testApp, 'person4@example.org', '203.0.113.8')).status).toBe(202);
  });

  it('take the client address from the trusted proxy (loopback) only: a forged X-Forwarded-For changes nothing', async () => {
    // Here the only trusted proxy is elsewhere, so the test client (on loopback) is an outside peer.
    const testApp = await createTestApp({ env: { TRUST_PROXY: '192.0.2.1', SIGNIN_LIMIT_PER_IP: '3', SIGNIN_LIMIT_PER_EMAIL: '100' } });
    for (let request = 1; request <= 3; request += 1) {
      expect((await askForLink(testApp, `person${request}@example.org`, `203.0.113.${request}`)).status).toBe(202);
    }
    expectTooMany(await askForLink(testApp, 'person4@example.org', '203.0.113.200'), 900);
    expectTooMany(await askForLink(testApp, 'person5@example.org'), 900);
  });

  it('count an IPv6 visitor per /64 (all its addresses are one visitor), and an IPv4-mapped address as IPv4', async () => {
    const testApp = await createTestApp({ env: { SIGNIN_LIMIT_PER_IP: '3', SIGNIN_LIMIT_PER_EMAIL: '100' } });
    const sameNetwork = ['2001:db8:aa:1::1', '2001:db8:aa:1:ffff:ffff:ffff:fffe', '2001:0db8:00aa:0001:0:0:0:9'];
    for (const [index, address] of sameNetwork.entries()) {
      expect((await askForLink(testApp, `person${index}@example.org`, address)).status).toBe(202);
    }
    expectTooMany(await askForLink(testApp, 'person9@example.org', '2001:db8:aa:1:1234::42'), 900);
    // The neighbouring /64 is someone else.
    expect((await askForLink(testApp, 'person9@example.org', '2001:db8:aa:2::1')).status).toBe(202);

    expect(rateLimitSubject('::ffff:192.0.2.10')).toBe('192.0.2.10');
    expect(rateLimitSubject('192.0.2.10')).toBe('192.0.2.10');
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitSubject('2001:db8::192.0.2.1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('block an address\'s exchanges for a record after 10 failures, even with a valid code; not for another record, nor from elsewhere', async () => {
    const testApp = await createTestApp();
    const exchange = (recordID: string, authCode: string, clientAddress: string) =>
      request(testApp.app).post('/api/jwt').set('X-Forwarded-For', clientAddress).send({ recordID, authCode });
    // One person behind a carrier-grade NAT tries bogus codes for Grace's record.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await exchange(grace.id, `guess-${attempt}`, '100.64.0.1')).status).toBe(401);
    }
    const code = (await requestLoginLink(testApp, grace.email))?.searchParams.get('jwt') ?? '';
    expectTooMany(await exchange(grace.id, code, '100.64.0.1'), 900);
    // The refused attempt did not consume the code: its owner, elsewhere, still signs in.
    expect((await exchange(grace.id, code, '203.0.113.51')).status).toBe(200);

    // Everyone else behind the same shared address still signs in to their own record.
    const neighbour = demoChampion('donor.many@example.org');
    const neighbourCode = (await requestLoginLink(testApp, neighbour.email))?.searchParams.get('jwt') ?? '';
    expect((await exchange(neighbour.id, neighbourCode, '100.64.0.1')).status).toBe(200);
  });

  it('block an address after 100 failed exchanges whatever the records, so one address cannot fill the store with counters', async () => {
    const testApp = await createTestApp();
    const exchange = (recordID: string) => request(testApp.app).post('/api/jwt').set('X-Forwarded-For', '203.0.113.60').send({ recordID, authCode: 'guess' });
    for (let record = 1; record <= 100; record += 1) expect((await exchange(`${900000 + record}`)).status).toBe(401);
    expectTooMany(await exchange('900101'), 900);
  });

  it('do not count successful exchanges as failures', async () => {
    const testApp = await createTestApp({ env: { SIGNIN_LIMIT_PER_EMAIL: '100' } });
    for (let signIn = 1; signIn <= 12; signIn += 1) {
      const code = (await requestLoginLink(testApp, grace.email))?.searchParams.get('jwt') ?? '';
      expect((await request(testApp.app).post('/api/jwt').send({ recordID: grace.id, authCode: code })).status).toBe(200);
      // Within the failed-code window (15 minutes), one link request a minute.
      testApp.clock.advanceSeconds(60);
    }
  });

  describe('the site-wide budget of CRM lookups (strangers cannot run up the CRM)', () => {
    const expectBusy = (answer: request.Response) => {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ error: errorMessages.signInBusy });
      const retryAfter = Number(answer.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    };

    it('past SIGNIN_LOOKUPS_PER_MINUTE, answers every requester the same 503 with Retry-After, known email or not, until the minute is over', async () => {
      const clock = new ManualClock();
      const testApp = await createTestApp({ clock, env: { SIGNIN_LOOKUPS_PER_MINUTE: '3' } });
      for (let stranger = 1; stranger <= 3; stranger += 1) {
        expect((await askForLink(testApp, `stranger${stranger}@example.org`, `203.0.${stranger}.1`)).status).toBe(202);
      }
      const known = await askForLink(testApp, grace.email, '198.51.100.20');
      const unknown = await askForLink(testApp, 'stranger9@example.org', '198.51.100.21');
      expectBusy(known);
      expectBusy(unknown);
      expect(known.headers['retry-after']).toBe(unknown.headers['retry-after']);
      await testApp.backgroundTasks.idle();
      expect(testApp.mailer.sent).toHaveLength(0);

      clock.advanceSeconds(60);
      expect(await requestLoginLink(testApp, grace.email)).toBeDefined();
    });

    it('is spent only by requests within the per-visitor limits', async () => {
      const testApp = await createTestApp({ env: { SIGNIN_LOOKUPS_PER_MINUTE: '3', SIGNIN_LIMIT_PER_IP: '2' } });
      for (let attempt = 1; attempt <= 5; attempt += 1) await askForLink(testApp, `stranger${attempt}@example.org`, '203.0.113.66');
      expect((await askForLink(testApp, 'someone@example.org', '198.51.100.67')).status).toBe(202);
    });

    it('looks an unknown email up once, however often it is asked for in a minute ("not a champion" is cached)', async () => {
      const clock = new ManualClock();
      const store = new InProcessCacheStore(clock);
      const crm = new LocalCrm(demoData);
      const search = jest.spyOn(crm, 'searchRecords');
      const testApp = await createTestApp({ clock, store, crm: new CachedCrm(crm, store, silentLogger), env: { SIGNIN_LIMIT_PER_EMAIL: '100' } });
      for (let attempt = 1; attempt <= 3; attempt += 1) await askForLink(testApp, 'stranger@example.org').expect(202);
      await testApp.backgroundTasks.idle();
      expect(search).toHaveBeenCalledTimes(1);
      clock.advanceSeconds(60);
      await askForLink(testApp, 'stranger@example.org').expect(202);
      await testApp.backgroundTasks.idle();
      expect(search).toHaveBeenCalledTimes(2);
    });
  });
});
