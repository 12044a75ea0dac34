import { screen } from '@testing-library/react';
import { renderInShell } from '../../testing';
import NotFound from '.';

describe('NotFound', () => {
  it('shows the not-found title, help text and a way home', () => {
    renderInShell(<NotFound />, { route: '/no-such-page' });

    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("Tech can be a little confusing, but don't worry, we've got your back. Need help?"),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
