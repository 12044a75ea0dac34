import { screen } from '@testing-library/react';
import { renderInSite } from 'ui/testing';
import { routes } from '../../routes';
import { outcomePages } from './outcomePages';
import SignIn from '.';

describe('the sign-in form before its code has arrived', () => {
  it('posts to the shell\'s server (never a GET carrying the address)', () => {
    renderInSite(<SignIn />, { route: '/auth' });
    const form = screen.getByRole('button', { name: 'Unlock' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/auth');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('name', 'email');
  });

  it.each([
    ['/auth/sent', 'status', 'we have sent you an email to login'],
    ['/auth/invalid-email', 'alert', 'Please enter a valid email address, like name@example.com.'],
    ['/auth/server-error', 'alert', 'Something went wrong on our side. Please try again in a few minutes.'],
    ['/auth/unreachable', 'alert', 'We could not reach the server. Please check your connection and try again.'],
    ['/auth/failed', 'alert', 'Error fetching data. Please try again.'],
    ['/auth/try-again-in-1-min', 'alert', 'Too many requests, try again in 1 minute.'],
    ['/auth/try-again-in-5-min', 'alert', 'Too many requests, try again in 5 minutes.'],
    ['/auth/try-again-in-15-min', 'alert', 'Too many requests, try again in 15 minutes.'],
  ] as const)('answers on %s with the screen the code would show', (path, role, message) => {
    const page = outcomePages.find((candidate) => candidate.path === path);
    expect(routes.map((route) => route.path)).toContain(path);
    renderInSite(<SignIn initialResult={page?.result} />, { route: path });
    expect(screen.getByRole(role)).toHaveTextContent(message);
    // The form is there again, for another try.
    expect(screen.getByRole('button', { name: 'Unlock' }).closest('form')).toHaveAttribute('action', '/auth');
  });
});
