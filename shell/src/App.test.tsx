import { act } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteRoute } from 'ui';
import { App } from './App';
import { createRemoteLoader } from './composition/federation';
import { chromeAt } from './testing';

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
      render(<App remotes={createRemoteLoader()} chrome={chromeAt('/')} />);
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

describe('the help desk, by what the route of the page says', () => {
  const withPortal = [
    ...descriptors,
    { name: 'portal', entry: 'http://localhost:3003/remoteEntry.js', paths: ['/certificate', '/verify'], sessionPaths: ['/certificate'] },
  ];
  const portalRoutes: SiteRoute[] = [
    { path: '/certificate', element: <h1>Certificate of data destruction</h1>, handle: { title: 'Certificate', description: 'C', session: true } },
    { path: '/verify', element: <h1>Verify a certificate</h1>, handle: { title: 'Verify', description: 'V' } },
  ];

  beforeEach(() => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => withPortal }) as Response);
    loadRemote.mockImplementation(async (id: string) => ({ routes: id.startsWith('portal') ? portalRoutes : shieldRoutes }));
    // A widget an earlier test's page added stays in the head of this document.
    document.querySelector('script#help-desk-widget')?.remove();
  });

  it('loads no widget on a page whose route holds a session, and offers the plain Help link', async () => {
    window.history.replaceState(null, '', '/certificate');
    await act(async () => {
      render(<App remotes={createRemoteLoader()} chrome={chromeAt('/')} />);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate of data destruction' })).toBeInTheDocument();
    expect(document.querySelector('script#help-desk-widget')).toBeNull();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/contact');
  });

  it('loads the widget on a page of the same remote whose route holds none', async () => {
    window.history.replaceState(null, '', '/verify');
    await act(async () => {
      render(<App remotes={createRemoteLoader()} chrome={chromeAt('/')} />);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('script#help-desk-widget')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
  });
});
