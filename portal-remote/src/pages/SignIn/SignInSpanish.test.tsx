import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathInLocale } from 'composition-contract/locale';
import { errorAnswers, linkSent } from 'test-support/api-answers';
import { renderInSite } from 'ui/testing';
import { routes } from '../../routes.es';
import { installFakeApi } from '../../testing/fakeApi';
import { outcomePages } from './outcomePages';
import SignInEs from './es';

// The sign-in page at /es/auth: Spanish texts, the mail asked for in Spanish, the no-JS form
// posted to /es/auth, and the Spanish answer pages the shell's server sends the visitor to.

async function submitEmail(email = 'ada@example.com') {
  await userEvent.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('the Spanish sign-in page', () => {
  it('greets in Spanish and posts to /es/auth before its code has arrived', () => {
    renderInSite(<SignInEs />, { route: '/es/auth' });
    expect(screen.getByRole('heading', { level: 1, name: '¡Hola de nuevo!' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAttribute('placeholder', 'Escriba su correo electrónico');
    const form = screen.getByRole('button', { name: 'Entrar' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/es/auth');
  });

  it('asks the API for the mail in Spanish, and says in Spanish that it was sent', async () => {
    const fetchMock = installFakeApi(() => linkSent);
    renderInSite(<SignInEs />, { route: '/es/auth' });
    await submitEmail('ada@example.com');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/email');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', locale: 'es' });
    expect(await screen.findByRole('status')).toHaveTextContent('le enviamos un correo electrónico para entrar');
  });

  it.each([
    [errorAnswers.invalidEmail, 'Escriba un correo electrónico válido, como nombre@example.com.'],
    [errorAnswers.tooManyRequests, 'Demasiadas solicitudes. Inténtelo de nuevo en 15 minutos.'],
    [errorAnswers.storeUnavailable, 'Algo salió mal de nuestro lado. Inténtelo de nuevo en unos minutos.'],
  ])('says the API\'s answer %# in Spanish', async (answer, message) => {
    installFakeApi(() => answer);
    renderInSite(<SignInEs />, { route: '/es/auth' });
    await submitEmail();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['/es/auth/sent', 'status', 'le enviamos un correo electrónico para entrar'],
    ['/es/auth/invalid-email', 'alert', 'Escriba un correo electrónico válido, como nombre@example.com.'],
    ['/es/auth/server-error', 'alert', 'Algo salió mal de nuestro lado. Inténtelo de nuevo en unos minutos.'],
    ['/es/auth/unreachable', 'alert', 'No pudimos comunicarnos con el servidor. Revise su conexión e inténtelo de nuevo.'],
    ['/es/auth/failed', 'alert', 'Error al obtener los datos. Por favor, inténtelo de nuevo.'],
    ['/es/auth/try-again-in-1-min', 'alert', 'Demasiadas solicitudes. Inténtelo de nuevo en 1 minuto.'],
    ['/es/auth/try-again-in-5-min', 'alert', 'Demasiadas solicitudes. Inténtelo de nuevo en 5 minutos.'],
    ['/es/auth/try-again-in-15-min', 'alert', 'Demasiadas solicitudes. Inténtelo de nuevo en 15 minutos.'],
  ] as const)('answers on %s in Spanish, with the form again', (path, role, message) => {
    const page = outcomePages.find((candidate) => pathInLocale(candidate.path, 'es') === path);
    expect(routes.map((route) => route.path)).toContain(path);
    renderInSite(<SignInEs initialResult={page?.result} />, { route: path });
    expect(screen.getByRole(role)).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Entrar' }).closest('form')).toHaveAttribute('action', '/es/auth');
  });
});
