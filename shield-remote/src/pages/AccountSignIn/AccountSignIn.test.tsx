import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionOpened, shieldErrorAnswers, signInLinkSent, subscribers } from 'test-support/shield-answers';
import { renderAccountAt, standInForApi } from '../../testing/accountSite';

describe('the Shield account sign-in', () => {
  it('asks for a link by email, in English, and says what happens next, whether or not the address is a subscriber', async () => {
    const calls = standInForApi(() => signInLinkSent);
    renderAccountAt('/shield/account/sign-in');
    await userEvent.type(screen.getByLabelText('Email address'), ' shield.live@example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText(/If this address belongs to a Shield subscriber, we have sent a sign-in link/)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/shield/sign-in', body: { email: 'shield.live@example.org', locale: 'en' } }]);
  });

  it.each([
    ['a malformed address', shieldErrorAnswers.invalidEmail, 'Please enter a valid email address, like name@example.com.'],
    ['too many requests', shieldErrorAnswers.tooManyRequests, 'Too many requests. Please try again in 15 minutes.'],
    ['a server failure', shieldErrorAnswers.billingUnavailable, 'Something went wrong on our side. Please try again in a few minutes.'],
  ])('explains %s', async (_case, answer, message) => {
    standInForApi(() => answer);
    renderAccountAt('/shield/account/sign-in');
    await userEvent.type(screen.getByLabelText('Email address'), 'someone@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(message);
  });

  it('says when the server cannot be reached', async () => {
    standInForApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderAccountAt('/shield/account/sign-in');
    await userEvent.type(screen.getByLabelText('Email address'), 'someone@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
  });

  it('links to the privacy policy', () => {
    standInForApi(() => signInLinkSent);
    renderAccountAt('/shield/account/sign-in');
    expect(screen.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it("exchanges the emailed link's code for a session, then opens the account", async () => {
    const calls = standInForApi((call) => (call.path === '/api/shield/session' ? sessionOpened(subscribers.maria) : { status: 200, body: subscribers.maria.account }));
    renderAccountAt('/shield/account/sign-in?code=abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Shield subscription' })).toBeInTheDocument();
    expect(await screen.findByText('Hello, Maria Alvarez')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/shield\/account$/);
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/shield/session', body: { code: 'abc123' } });
  });

  it('says a used or expired link has expired and offers to send a new one', async () => {
    standInForApi((call) => (call.path === '/api/shield/session' ? shieldErrorAnswers.invalidCode : signInLinkSent));
    renderAccountAt('/shield/account/sign-in?code=used');
    expect(await screen.findByText('This sign-in link has expired or was already used')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email address'), 'shield.live@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText(/we have sent a sign-in link/)).toBeInTheDocument();
  });

  it('confirms a sign-out', () => {
    standInForApi(() => signInLinkSent);
    renderAccountAt('/shield/account/sign-in?signed-out');
    expect(screen.getByText('You are signed out.')).toBeInTheDocument();
  });
});

describe('the Shield account sign-in in Spanish', () => {
  it('asks for a link in Spanish: the API is told the page is Spanish, so the mail is', async () => {
    const calls = standInForApi(() => signInLinkSent);
    renderAccountAt('/es/shield/account/sign-in');
    expect(screen.getByRole('heading', { level: 1, name: 'Administre su suscripción de Shield' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'shield.live@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace para iniciar sesión' }));
    expect(await screen.findByText(/Si este correo pertenece a un suscriptor de Shield, le enviamos un enlace/)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/shield/sign-in', body: { email: 'shield.live@example.org', locale: 'es' } }]);
  });

  it.each([
    ['a malformed address', shieldErrorAnswers.invalidEmail, 'Escriba un correo electrónico válido, por ejemplo nombre@example.com.'],
    ['too many requests', shieldErrorAnswers.tooManyRequests, 'Demasiadas solicitudes. Vuelva a intentarlo en 15 minutos.'],
    ['a server failure', shieldErrorAnswers.billingUnavailable, 'Algo salió mal de nuestro lado. Vuelva a intentarlo en unos minutos.'],
  ])('explains %s in Spanish', async (_case, answer, message) => {
    standInForApi(() => answer);
    renderAccountAt('/es/shield/account/sign-in');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'someone@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace para iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('links to the Spanish privacy policy', () => {
    standInForApi(() => signInLinkSent);
    renderAccountAt('/es/shield/account/sign-in');
    expect(screen.getByRole('link', { name: 'Lea nuestra política de privacidad' })).toHaveAttribute('href', '/es/privacy');
  });

  it("exchanges the Spanish link's code, then opens the Spanish account", async () => {
    standInForApi((call) => (call.path === '/api/shield/session' ? sessionOpened(subscribers.maria) : { status: 200, body: subscribers.maria.account }));
    renderAccountAt('/es/shield/account/sign-in?code=abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Su suscripción de Shield' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/es\/shield\/account$/);
  });

  it('says in Spanish that a used link has expired', async () => {
    standInForApi((call) => (call.path === '/api/shield/session' ? shieldErrorAnswers.invalidCode : signInLinkSent));
    renderAccountAt('/es/shield/account/sign-in?code=used');
    expect(await screen.findByText('Este enlace para iniciar sesión venció o ya se usó')).toBeInTheDocument();
  });
});
