// The answers the Shield account screens' tests stand in for (test-support's shield-answers) are
// the API's real ones: this asks the real API (over the same demo billing data) and compares, so a
// change on either side fails here.
import request from 'supertest';
import { errorMessages } from '../src/shared/app-error';
import { shieldSignIn } from './helpers/shield';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import {
  cancelledAtTermEnd,
  cardUpdatedReturnPath,
  localCardPagePattern,
  reactivated,
  sessionOpened,
  shieldErrorAnswers,
  shieldSignedOut,
  signInLinkSent,
  subscribers,
} from 'test-support/shield-answers';

const answerOf = (response: request.Response) => ({ status: response.status, body: response.body as unknown });

function first<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('none');
  return item;
}

describe('the Shield account screens’ API answers', () => {
  let api: TestApp;
  beforeEach(async () => {
    api = await createTestApp({ env: { SIGNIN_LIMIT_PER_EMAIL: '2' } });
  });

  it.each(Object.entries(subscribers))('%s’s account is the API’s', async (_name, subscriber) => {
    const cookie = await shieldSignIn(api, subscriber.email);
    const answer = await request(api.app).get('/api/shield/account').set('Cookie', cookie);
    expect(answerOf(answer)).toEqual({ status: 200, body: subscriber.account });
  });

  it('sign-in, session and sign-out answer as written', async () => {
    const asked = await request(api.app).post('/api/shield/sign-in').send({ email: subscribers.maria.email });
    expect(answerOf(asked)).toEqual(signInLinkSent);
    await api.backgroundTasks.idle();
    const code = new URL(/https?:\/\/\S+/.exec(api.mailer.sent[0]?.text ?? '')?.[0] ?? 'http://x').searchParams.get('code');
    const opened = await request(api.app).post('/api/shield/session').send({ code });
    expect(answerOf(opened)).toEqual(sessionOpened(subscribers.maria));
    const signedOut = await request(api.app).post('/api/shield/sign-out');
    expect(signedOut.status).toBe(shieldSignedOut.status);
    expect(signedOut.text).toBe('');
  });

  it('cancel, reactivate and the card page answer as written', async () => {
    const cookie = await shieldSignIn(api, subscribers.maria.email);
    const subscription = first(subscribers.maria.account.subscriptions);
    const post = (path: string, body?: object) => request(api.app).post(`/api/shield/subscriptions/${subscription.id}/${path}`).set('Cookie', cookie).send(body);

    expect(answerOf(await post('cancel', { reason: 'moving' }))).toEqual(cancelledAtTermEnd(subscription));
    expect(answerOf(await post('reactivate'))).toEqual(reactivated({ ...subscription, status: 'non_renewing', nextBillingAt: null }));
    const card = await post('card');
    expect(card.status).toBe(200);
    expect((card.body as { url: string }).url).toMatch(localCardPagePattern);
    const page = new URL((card.body as { url: string }).url);
    const saved = await request(api.app).post(page.pathname).type('form').send({ cardNumber: '4111 1111 1111 1111' });
    expect(saved.headers.location).toBe(`http://localhost:3000${cardUpdatedReturnPath(subscription.id)}`);
  });

  it('the error answers are the API’s, word for word', async () => {
    const maria = await shieldSignIn(api, subscribers.maria.email);
    const household = subscribers.jamal.account.subscriptions;
    const ended = first(household.filter((subscription) => subscription.status === 'cancelled'));
    const live = first(household.filter((subscription) => subscription.status === 'live'));
    const jamal = await shieldSignIn(api, subscribers.jamal.email);
    const mariaSubscription = first(subscribers.maria.account.subscriptions);
    const cancel = (cookie: string, id: string, body: object) => request(api.app).post(`/api/shield/subscriptions/${id}/cancel`).set('Cookie', cookie).send(body);

    expect(answerOf(await request(api.app).get('/api/shield/account'))).toEqual(shieldErrorAnswers.noSession);
    expect(answerOf(await request(api.app).post('/api/shield/session').send({ code: 'used-code' }))).toEqual(shieldErrorAnswers.invalidCode);
    expect(answerOf(await cancel(maria, live.id, { reason: 'moving' }))).toEqual(shieldErrorAnswers.notFound);
    expect(answerOf(await request(api.app).post('/api/shield/sign-in').send({ email: 'not-an-email' }))).toEqual(shieldErrorAnswers.invalidEmail);
    expect(answerOf(await cancel(maria, mariaSubscription.id, { reason: 'bored' }))).toEqual(shieldErrorAnswers.badReason);
    expect(answerOf(await cancel(maria, mariaSubscription.id, { reason: 'other', comment: 'x'.repeat(501) }))).toEqual(shieldErrorAnswers.commentTooLong);
    expect(answerOf(await cancel(jamal, ended.id, { reason: 'other' }))).toEqual(shieldErrorAnswers.cannotCancel);
    const reactivateEnded = await request(api.app).post(`/api/shield/subscriptions/${ended.id}/reactivate`).set('Cookie', jamal);
    expect(answerOf(reactivateEnded)).toEqual(shieldErrorAnswers.cannotReactivate);
    const crossSite = await cancel(maria, mariaSubscription.id, { reason: 'moving' }).set('Origin', 'https://evil.example').set('Sec-Fetch-Site', 'cross-site');
    expect(answerOf(crossSite)).toEqual(shieldErrorAnswers.crossSite);

    const ask = () => request(api.app).post('/api/shield/sign-in').send({ email: 'someone@example.org' });
    await ask();
    await ask();
    const limited = await ask();
    expect({ ...answerOf(limited), headers: { 'Retry-After': limited.headers['retry-after'] } }).toEqual(shieldErrorAnswers.tooManyRequests);

    // The provider's failure, raised deep inside; its message is the API's constant.
    expect(shieldErrorAnswers.billingUnavailable.body.error).toBe(errorMessages.billingUnavailable);
  });
});
