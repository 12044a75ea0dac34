import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from 'ui/testing';
import { errorAnswers, linkSent } from 'test-support/api-answers';
import { installFakeApi } from '../../testing/fakeApi';
import type { FakeAnswer } from '../../testing/fakeApi';
import SignIn from '.';

function renderSignIn() {
  renderInSite(<SignIn />, { route: '/auth' });
}

async function submitEmail(email = 'ada@example.com') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
}

const answering = (answer: FakeAnswer) => installFakeApi(() => answer);

describe('SignIn', () => {
  it('greets the person and asks for an email', () => {
    renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello Again!' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back to the digital portal!')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', 'Enter email');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('posts the email as JSON with credentials', async () => {
    const fetchMock = answering(linkSent);
    renderSignIn();
    await submitEmail('ada@example.com');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/email');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com' });
  });

  it('shows Sending... on a disabled button while the request runs', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    installFakeApi(() => new Promise((resolve) => (answer = resolve)));
    renderSignIn();
    await submitEmail();

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    answer(linkSent);
    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeEnabled();
  });

  it('confirms in the status area that the email was sent', async () => {
    answering(linkSent);
    renderSignIn();
    await submitEmail();

    expect(await screen.findByText('we have sent you an email to login')).toBe(screen.getByRole('status'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('asks for a valid address when the API refuses the email, in its own words', async () => {
    answering(errorAnswers.invalidEmail);
    renderSignIn();
    await submitEmail('not-an-email');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address, like name@example.com.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Invalid body');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says how many minutes to wait when over the limit (Retry-After)', async () => {
    answering(errorAnswers.tooManyRequests);
    renderSignIn();
    await submitEmail();

    expect(await screen.findByText('Too many requests, try again in 15 minutes.')).toBe(screen.getByRole('alert'));
    // Nothing is wrong with the address itself.
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('rounds a short wait up to one minute', async () => {
    answering({ ...errorAnswers.tooManyRequests, headers: { 'Retry-After': '42' } });
    renderSignIn();
    await submitEmail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again in 1 minute.');
  });

  it('says the problem is on the server side for a 5xx', async () => {
    answering(errorAnswers.storeUnavailable);
    renderSignIn();
    await submitEmail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
  });

  it('says the same for a proxy error page that is not JSON', async () => {
    answering({ status: 502 });
    renderSignIn();
    await submitEmail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });

  it('says the server could not be reached when the network fails, and lets the person retry', async () => {
    let online = false;
    installFakeApi(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return linkSent;
    });
    renderSignIn();
    await submitEmail();

    expect(await screen.findByText('We could not reach the server. Please check your connection and try again.')).toBe(
      screen.getByRole('alert'),
    );

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('we have sent you an email to login')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
