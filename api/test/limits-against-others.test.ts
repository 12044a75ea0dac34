import request from 'supertest';
import { InProcessCacheStore } from '../src/cache/in-process-cache-store';
import { CachedCrm } from '../src/crm/cached-crm';
import { LocalCrm } from '../src/crm/local-crm';
import { errorMessages } from '../src/shared/app-error';
import { ManualClock } from './helpers/manual-clock';
import type { TestApp } from './helpers/test-app';
import { createTestApp, demoChampion, demoData, linkIn, silentLogger } from './helpers/test-app';

/**
 * The attacks on the sign-in limits, played out, then the victim signs in. Default limits: the
 * per-visitor limits and the site-wide budget of 20 lookups a minute.
 */
const victim = demoChampion('applicant.client@example.org');
const victimAddress = '198.51.100.10';

const askForLink = (testApp: TestApp, email: string, clientAddress: string) =>
  request(testApp.app).post('/api/email').set('X-Forwarded-For', clientAddress).send({ email });

/** The victim asks for a link from their own address, gets the email and exchanges its code. */
async function victimSignsIn(testApp: TestApp): Promise<void> {
  const sentBefore = testApp.mailer.sent.length;
  const answer = await askForLink(testApp, victim.email, victimAddress);
  expect(answer.status).toBe(202);
  await testApp.backgroundTasks.idle();
  const mail = testApp.mailer.sent[sentBefore];
  expect(mail?.to).toBe(victim.email);
  const link = linkIn(mail?.text ?? '');
  await request(testApp.app)
    .post('/api/jwt')
    .set('X-Forwarded-For', victimAddress)
    .send({ recordID: link.searchParams.get('recordId'), authCode: link.searchParams.get('jwt') })
    .expect(200);
}

/** The API over the demo data, counting the CRM searches that really happen. */
async function siteWithCountedSearches(): Promise<{ testApp: TestApp; searches: () => number }> {
  const clock = new ManualClock();
  const store = new InProcessCacheStore(clock);
  const crm = new LocalCrm(demoData);
  const search = jest.spyOn(crm, 'searchRecords');
  const testApp = await createTestApp({ clock, store, crm: new CachedCrm(crm, store, silentLogger) });
  return { testApp, searches: () => search.mock.calls.length };
}

describe('the sign-in limits cannot be turned against other people', () => {
  it('five requests with a victim\'s address lock it out only from the attacker\'s network: the victim still signs in', async () => {
    const { testApp } = await siteWithCountedSearches();
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await askForLink(testApp, victim.email, '203.0.113.66')).status).toBe(202);
    // The attacker's own network is now refused for that email, from any of its addresses...
    const refused = await askForLink(testApp, victim.email, '203.0.113.67');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: errorMessages.tooManyRequests });
    // ...the victim, elsewhere, is not.
    await victimSignsIn(testApp);
  });

  it('many addresses in many networks spend the open share of the budget: a returning champion still signs in, and strangers cannot tell', async () => {
    const { testApp, searches } = await siteWithCountedSearches();
    await victimSignsIn(testApp);
    testApp.clock.advanceSeconds(15 * 60);

    const searchesBefore = searches();
    for (let network = 1; network <= 40; network += 1) {
      const answer = await askForLink(testApp, `nobody${network}@example.org`, `203.0.${network}.1`);
      // The same answer whether or not a lookup was made: past the open share there is none.
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ ok: true });
    }
    await testApp.backgroundTasks.idle();
    // 20 a minute, a quarter of it reserved: the strangers got 15 lookups, not 40.
    expect(searches() - searchesBefore).toBe(15);

    await victimSignsIn(testApp);
  });

  it('one IPv6 /48 cannot spend the budget alone: its many /64s are one network, and a first-time champion elsewhere still gets a link', async () => {
    const { testApp } = await siteWithCountedSearches();
    const answers: number[] = [];
    for (let subnet = 1; subnet <= 40; subnet += 1) {
      answers.push((await askForLink(testApp, `nobody${subnet}@example.org`, `2001:db8:bad:${subnet.toString(16)}::1`)).status);
    }
    // Half of the open share (15) in a minute, then 429 for the whole /48.
    expect(answers.filter((status) => status === 202)).toHaveLength(8);
    expect(answers.slice(8).every((status) => status === 429)).toBe(true);

    // Never signed in before: no reserved share for this one, the open share is still there.
    await victimSignsIn(testApp);
  });

  it('past the whole budget, reserved share included, everyone gets the same 503 until the minute is over', async () => {
    const { testApp } = await siteWithCountedSearches();
    await victimSignsIn(testApp);
    testApp.clock.advanceSeconds(15 * 60);
    // Known champions from many networks spend the open and the reserved share (20).
    const known = demoData.Champions.map((champion) => champion.Email).filter((email): email is string => typeof email === 'string');
    for (const [index, email] of known.entries()) {
      await askForLink(testApp, email, `192.0.${index}.1`).expect(202);
    }
    await testApp.backgroundTasks.idle();
    testApp.clock.advanceSeconds(60);
    for (const [index, email] of [...known, ...known].entries()) await askForLink(testApp, email, `192.0.${100 + index}.1`);

    const knownAnswer = await askForLink(testApp, victim.email, victimAddress);
    const unknownAnswer = await askForLink(testApp, 'stranger@example.org', '198.51.100.11');
    for (const answer of [knownAnswer, unknownAnswer]) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ error: errorMessages.signInBusy });
    }
    testApp.clock.advanceSeconds(60);
    await victimSignsIn(testApp);
  });
});
