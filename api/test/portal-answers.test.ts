// The answers the portal's tests stand in for (test-support's api-answers) are the API's real ones:
// this asks the real API (over the same demo data) and compares, so a change on either side fails here.
import request from 'supertest';
import { errorMessages } from '../src/shared/app-error';
import { sessionToken } from './helpers/session';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import {
  alexView,
  certificateAnswers, champions, errorAnswers, graceApplication, graceAssigned, graceView, notGenuineAnswer, robertView, robertDonations, robertDonationSummaries, robertInventory, signedOut } from 'test-support/api-answers';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ env: { SIGNIN_LIMIT_PER_EMAIL: '1' } });
});

const get = (path: string, as: { id: string }) => request(api.app).get(path).set('Authorization', `Bearer ${sessionToken(as.id, api.clock)}`);

describe('the portal tests’ API answers', () => {
  it('sign-out is the API’s 204 without a body', async () => {
    const answer = await request(api.app).post('/api/sign-out').set('Authorization', `Bearer ${sessionToken(champions.grace.id, api.clock)}`);
    expect(answer.status).toBe(signedOut.status);
    expect(answer.text).toBe('');
  });

  it.each(Object.entries(champions))('champion %s is the API’s champion record', async (_name, champion) => {
    const answer = await get(`/api/Champions/${champion.id}`, champion);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(champion);
  });

  it('Grace’s application and assigned computers are the API’s', async () => {
    const grace = champions.grace;
    expect((await get(`/api/Contacts/${graceApplication.id}`, grace)).body).toEqual(graceApplication);
    expect((await get(`/api/computer-inventory?searchField=Recipient&searchValue=${graceApplication.id}`, grace)).body).toEqual(graceAssigned);
  });

  it.each([
    ['Grace', champions.grace, graceView],
    ['Robert', champions.robert, robertView],
    ['Alex', champions.alex, alexView],
  ])('%s’s portal view is the API’s', async (_name, champion, view) => {
    const answer = await get('/api/portal-view', champion);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(view);
  });

  it('Robert’s donations and their computers are the API’s', async () => {
    const robert = champions.robert;
    expect((await get(`/api/championid?Name=${robert.Email}&moduleName=Computer_Donors&param=Email`, robert)).body).toEqual({
      data: robertDonationSummaries,
    });
    for (const donation of Object.values(robertDonations)) {
      expect((await get(`/api/Computer_Donors/${donation.id}`, robert)).body).toEqual(donation);
      const inventory = await get(`/api/computer-inventory?searchField=Donor_ID&searchValue=${donation.Donor_ID}`, robert);
      expect(inventory.body).toEqual(robertInventory[donation.Donor_ID]);
    }
  });

  it('the certificate and its verification are the API’s', async () => {
    const { surface, surfaceVerified, surfaceInSpanish } = certificateAnswers;
    expect((await get(`/api/certificates/device/${surface.facts.deviceId}`, champions.robert)).body).toEqual(surface);
    expect((await get(`/api/certificates/device/${surface.facts.deviceId}?locale=es`, champions.robert)).body).toEqual(surfaceInSpanish);
    const verified = await request(api.app).get('/api/certificates/verify').query({ code: surface.verification.code });
    expect(verified.body).toEqual(surfaceVerified);
    const forged = await request(api.app).get('/api/certificates/verify').query({ code: `${surface.verification.code}x` });
    expect({ status: forged.status, body: forged.body }).toEqual(notGenuineAnswer);
  });

  it('the error answers are the API’s, word for word', async () => {
    const grace = champions.grace;
    const noSession = await request(api.app).get(`/api/Champions/${grace.id}`);
    expect({ status: noSession.status, body: noSession.body }).toEqual(errorAnswers.sessionExpired);

    const usedCode = await request(api.app).post('/api/jwt').send({ recordID: grace.id, authCode: 'used-code' });
    expect({ status: usedCode.status, body: usedCode.body }).toEqual(errorAnswers.invalidCode);

    const others = await get(`/api/Computer_Donors/${Object.keys(robertDonations)[0]}`, grace);
    expect({ status: others.status, body: others.body }).toEqual(errorAnswers.forbidden);

    const badEmail = await request(api.app).post('/api/email').send({ email: 'not-an-email' });
    expect({ status: badEmail.status, body: badEmail.body }).toEqual(errorAnswers.invalidEmail);

    await request(api.app).post('/api/email').send({ email: 'someone@example.org' });
    const limited = await request(api.app).post('/api/email').send({ email: 'someone@example.org' });
    expect({ status: limited.status, body: limited.body, headers: { 'Retry-After': limited.headers['retry-after'] } }).toEqual(
      errorAnswers.tooManyRequests,
    );

    // Failures of the CRM and the store, raised deep inside; their messages are the API's constants.
    expect(errorAnswers.crmUnavailable.body.error).toBe(errorMessages.crmUnavailable);
    expect(errorAnswers.storeUnavailable.body.error).toBe(errorMessages.storeUnavailable);
  });
});
