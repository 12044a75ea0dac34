import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderInSite } from 'ui/testing';
import { SideMenu } from '../components/SideMenu/SideMenu';
import SignIn from '../pages/SignIn';
import { champions, errorAnswers, signedOut } from 'test-support/api-answers';
import type { FakeAnswer } from '../testing/fakeApi';
import { installFakeApi, sessionTokenFor } from '../testing/fakeApi';
import { InEnglish } from '../testing/portalContent';

const grace = champions.grace;
const token = sessionTokenFor(grace.id);

/** The portal's menu, signed in; the API answers each sign-out with the next of `answers` (the last one again after). */
function signedInWith(answers: FakeAnswer[]) {
  sessionStorage.setItem('session', token);
  sessionStorage.setItem('recordId', grace.id);
  const api = installFakeApi(({ path, method }) => {
    if (path !== '/api/sign-out' || method !== 'POST') return { status: 404, body: { error: 'Not found' } };
    return answers.length > 1 ? (answers.shift() as FakeAnswer) : (answers[0] as FakeAnswer);
  });
  renderInSite(
    <Routes>
      <Route
        path="/portal"
        element={
          <InEnglish>
            <SideMenu recordId={grace.id} view="applicant" current="records" />
          </InEnglish>
        }
      />
      <Route path="/auth" element={<SignIn />} />
    </Routes>,
    { route: `/portal?recordId=${grace.id}` },
  );
  const signOuts = () => api.mock.calls.filter(([url]) => String(url) === '/api/sign-out').length;
  return { signOuts };
}

const signOutStatus = () => screen.getByRole('status', { name: 'Sign-out' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  sessionStorage.clear();
});

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
/** Lets the waits between tries pass (the API's Retry-After, 5 s at most each). */
const letRetriesRun = () => act(async () => jest.advanceTimersByTimeAsync(60_000));

describe('signing out', () => {
  it('asks again while the API answers 503, and says so once the server has confirmed it', async () => {
    const { signOuts } = signedInWith([errorAnswers.storeUnavailable, errorAnswers.storeUnavailable, signedOut]);
    await user().click(screen.getByRole('button', { name: 'Sign out' }));

    expect(screen.getByRole('heading', { name: 'Hello Again!' })).toBeInTheDocument();
    expect(sessionStorage.getItem('session')).toBeNull();
    expect(signOutStatus()).toHaveTextContent('Signing you out…');
    await letRetriesRun();
    expect(signOuts()).toBe(3);
    expect(signOutStatus()).toHaveTextContent('You are signed out.');
    expect(screen.queryByRole('button', { name: 'Try signing out again' })).toBeNull();
  });

  it('tells the visitor when the sign-out could not be confirmed, and lets them try again', async () => {
    const answers: FakeAnswer[] = [errorAnswers.storeUnavailable];
    const { signOuts } = signedInWith(answers);
    await user().click(screen.getByRole('button', { name: 'Sign out' }));
    await letRetriesRun();

    expect(signOutStatus()).toHaveTextContent(/^We could not confirm your sign-out with our server\./);
    // The browser's copy is gone whatever the server said.
    expect(sessionStorage.getItem('session')).toBeNull();
    const triesBefore = signOuts();
    expect(triesBefore).toBeGreaterThan(1);

    answers.splice(0, 1, signedOut);
    await user().click(screen.getByRole('button', { name: 'Try signing out again' }));
    await letRetriesRun();
    expect(signOuts()).toBe(triesBefore + 1);
    expect(signOutStatus()).toHaveTextContent('You are signed out.');
    expect(screen.queryByRole('button', { name: 'Try signing out again' })).toBeNull();
  });
});
