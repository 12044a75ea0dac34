import { act } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteRoute } from 'ui';
import { App } from './App';
import { createRemoteLoader } from './composition/federation';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const descriptors = [{ name: 'shield', entry: 'http://localhost:3002/remoteEntry.js', paths: ['/shield'] }];
const shieldRoutes: SiteRoute[] = [{ path: '/shield', element: <h1>Unlimited Internet</h1>, handle: { title: 'Shield Internet', description: 'Shield' } }];

beforeEach(() => {
  window.history.replaceState(null, '', '/shield');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => descriptors }) as Response);
});

describe('the site', () => {
  it('after "Try again" on an unavailable remote, focus moves to the page that arrives and its title is announced', async () => {
    loadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008')).mockResolvedValue({ routes: shieldRoutes });
    await act(async () => {
      render(<App remotes={createRemoteLoader()} />);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Unlimited Internet' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Shield Internet | Digital Harbor'));
  });
});
