import jwt from 'jsonwebtoken';
import request from 'supertest';
import { errorMessages } from '../src/shared/app-error';
import { ManualClock } from './helpers/manual-clock';
import { sessionToken } from './helpers/session';
import { createTestApp, demoChampion, testJwtSecret } from './helpers/test-app';

const grace = demoChampion('applicant.client@example.org');

function unsignedToken(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

describe('session tokens', () => {
  const readChampion = async (clock: ManualClock, authorization?: string) => {
    const testApp = await createTestApp({ clock });
    const call = request(testApp.app).get(`/api/Champions/${grace.id}`);
    return authorization === undefined ? call : call.set('Authorization', authorization);
  };
  const exp = (clock: ManualClock) => clock.now() / 1000 + 3600;

  it('let a valid bearer in', async () => {
    const clock = new ManualClock();
    expect((await readChampion(clock, `Bearer ${sessionToken(grace.id, clock)}`)).status).toBe(200);
  });

  it.each([
    ['no Authorization header', () => undefined],
    ['a header that is not a bearer token', () => 'Basic dXNlcjpwYXNz'],
    ['a malformed token', () => 'Bearer not.a.token'],
    ['an unsigned token (alg: none)', (clock: ManualClock) => `Bearer ${unsignedToken({ recordID: grace.id, exp: exp(clock) })}`],
    ['a token signed with another key', (clock: ManualClock) => `Bearer ${jwt.sign({ recordID: grace.id, exp: exp(clock) }, 'another-secret-of-at-least-32-characters')}`],
    ['a token signed with another algorithm', (clock: ManualClock) => `Bearer ${jwt.sign({ recordID: grace.id, exp: exp(clock) }, testJwtSecret, { algorithm: 'HS512' })}`],
    ['a token without expiry', () => `Bearer ${jwt.sign({ recordID: grace.id }, testJwtSecret, { noTimestamp: true })}`],
    ['a token without record id', (clock: ManualClock) => `Bearer ${jwt.sign({ exp: exp(clock) }, testJwtSecret)}`],
  ])('refuse %s with 401 "Session expired"', async (_case, authorization) => {
    const clock = new ManualClock();
    const answer = await readChampion(clock, authorization(clock));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: errorMessages.sessionExpired });
  });

  it('expire after one hour', async () => {
    const clock = new ManualClock();
    const testApp = await createTestApp({ clock });
    const authorization = `Bearer ${sessionToken(grace.id, clock)}`;
    const read = () => request(testApp.app).get(`/api/Champions/${grace.id}`).set('Authorization', authorization);

    clock.advanceSeconds(3599);
    expect((await read()).status).toBe(200);
    clock.advanceSeconds(1);
    const expired = await read();
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ error: errorMessages.sessionExpired });
  });
});
